import FoundationEssentials

/// Creates signing identities: a root CA, an intermediate CA and a leaf, all P-256 with
/// ecdsa-with-SHA256, in the profile that passes OpenSSL's `X509_STRICT` and Apple's verifiers.
///
/// - root: basicConstraints critical CA:TRUE; keyUsage critical keyCertSign, cRLSign; SKID.
/// - intermediate: basicConstraints critical CA:TRUE, pathlen:0; keyUsage critical keyCertSign,
///   cRLSign; SKID; AKID keyid; 1.2.840.113635.100.6.2.1 non-critical, value DER NULL.
/// - leaf: basicConstraints critical CA:FALSE; keyUsage critical digitalSignature; SKID;
///   AKID keyid; 1.2.840.113635.100.6.11.1 non-critical, value DER NULL.
public enum CertificateChainFactory {
  /// 2000-01-01T00:00:00Z, the default start of validity.
  public static let defaultNotBefore = Date(timeIntervalSince1970: 946_684_800)
  /// 2099-12-31T23:59:59Z, the default end of validity.
  public static let defaultNotAfter = Date(timeIntervalSince1970: 4_102_444_799)

  /// A new identity whose certificates are named `<prefix> Root CA`, `<prefix> Intermediate CA`
  /// and `<prefix> Signing`, each with organization `<prefix>`, valid from `notBefore` to
  /// `notAfter` (every `signedDate` a verifier sees must fall in between).
  public static func makeIdentity(
    commonNamePrefix: String = "Storefront Simulator", notBefore: Date = defaultNotBefore,
    notAfter: Date = defaultNotAfter
  ) -> SigningIdentity {
    precondition(notBefore < notAfter, "notBefore must come before notAfter")
    let rootKey = P256PrivateKey()
    let intermediateKey = P256PrivateKey()
    let leafKey = P256PrivateKey()
    func builder(_ name: String, _ extensions: [CertificateExtension]) -> CertificateBuilder {
      CertificateBuilder(
        commonName: "\(commonNamePrefix) \(name)", organization: commonNamePrefix, notBefore: notBefore,
        notAfter: notAfter, extensions: extensions)
    }
    let root = builder("Root CA", rootExtensions).build(subjectKey: rootKey, issuer: nil)
    let intermediate = builder("Intermediate CA", intermediateExtensions)
      .build(subjectKey: intermediateKey, issuer: (root, rootKey))
    let leaf = builder("Signing", leafExtensions).build(subjectKey: leafKey, issuer: (intermediate, intermediateKey))
    do {
      return try SigningIdentity(
        root: root, intermediate: intermediate, leaf: leaf, leafKey: leafKey, rootKey: rootKey,
        intermediateKey: intermediateKey)
    } catch {
      fatalError("a freshly made chain does not hold together: \(error)")
    }
  }

  static let rootExtensions: [CertificateExtension] = [
    .basicConstraintsCA, .keyUsageCertificateSigning, .subjectKeyIdentifier,
  ]

  static let intermediateExtensions: [CertificateExtension] = [
    .basicConstraintsCAPathLengthZero, .keyUsageCertificateSigning, .subjectKeyIdentifier, .authorityKeyIdentifier,
    .marker(oid: AppleCertificateOID.worldwideDeveloperRelationsIntermediate, critical: false),
  ]

  static let leafExtensions: [CertificateExtension] = [
    .basicConstraintsEndEntity, .keyUsageDigitalSignature, .subjectKeyIdentifier, .authorityKeyIdentifier,
    .marker(oid: AppleCertificateOID.receiptSigningLeaf, critical: false),
  ]
}
