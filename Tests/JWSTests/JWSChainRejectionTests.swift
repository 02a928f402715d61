import Foundation
import Testing

@testable import JWS

/// J12–J17, J24: the x5c chain — pinned root only, Apple's OIDs, X509_STRICT, validity at signedDate.
struct JWSChainRejectionTests {
  typealias F = TokenForge

  /// A token whose header carries `chain`, signed by `key`, with `signedDate`.
  func token(_ chain: [Certificate], key: P256PrivateKey, signedDate: Int64 = F.signedDate) -> String {
    F.token(header: F.header(chain: chain), payload: "{\"signedDate\":\(signedDate)}", key: key)
  }

  @Test func chainFromAnotherRootIsRejected() {
    let attacker = F.attacker
    let forged = token([attacker.leaf, attacker.intermediate, attacker.root], key: attacker.leafKey)
    #expect(JWSVerifier(pinnedRoot: attacker.root).verify(forged).isSuccess, "valid under its own root")
    #expect(F.failure(forged) == .invalidCertificateChain("intermediate: unable to get local issuer certificate"))
  }

  /// J12: the attacker's root has the very subject DN of the pinned root; trust is by certificate.
  @Test func rootWithTheSameNameIsNotThePinnedRoot() {
    let attacker = F.attacker
    #expect(attacker.root.subject == F.identity.root.subject)
    #expect(attacker.root != F.identity.root)
    let forged = token([attacker.leaf, attacker.intermediate, F.identity.root], key: attacker.leafKey)
    #expect(F.failure(forged) == .invalidCertificateChain("intermediate: unable to get local issuer certificate"))
  }

  /// J13: x5c[2] is the real root but the intermediate was signed by an attacker key (same names).
  @Test func intermediateSignedByAnAttackerKeyIsRejected() {
    let attackerRootKey = F.attacker.rootKey!
    let intermediateKey = P256PrivateKey()
    let intermediate = CertificateBuilder(
      commonName: "JWS Tests Intermediate CA", organization: "JWS Tests",
      notBefore: CertificateChainFactory.defaultNotBefore, notAfter: CertificateChainFactory.defaultNotAfter,
      extensions: CertificateChainFactory.intermediateExtensions
    ).build(subjectKey: intermediateKey, issuer: (F.identity.root, attackerRootKey))
    let leafKey = P256PrivateKey()
    let leaf = F.leaf(key: leafKey, issuer: (intermediate, intermediateKey))
    guard
      case .invalidCertificateChain(let reason) = F.failure(token([leaf, intermediate, F.identity.root], key: leafKey))
    else {
      Issue.record("expected an invalid chain")
      return
    }
    #expect(reason.hasPrefix("intermediate: "))
  }

  /// x5c[2] is never a trust anchor; a genuine chain naming another root in x5c[2] is refused.
  @Test func x5c2SwappedForAnAttackerRootIsRejected() {
    let forged = token([F.identity.leaf, F.identity.intermediate, F.attacker.root], key: F.identity.leafKey)
    #expect(F.failure(forged) == .invalidCertificateChain("x5c[2] is not the pinned root certificate"))
  }

  @Test func leafIssuedDirectlyByTheRootIsRejected() {
    let leafKey = P256PrivateKey()
    let leaf = F.leaf(key: leafKey, issuer: (F.identity.root, F.identity.rootKey!))
    let forged = token([leaf, F.identity.root, F.identity.root], key: leafKey)
    #expect(
      F.failure(forged) == .invalidCertificateChain("the verified chain has 2 certificates; exactly 3 are required"))
  }

  @Test func leafWithoutTheReceiptSigningOIDIsRejected() {
    let key = P256PrivateKey()
    let extensions = F.removing(AppleCertificateOID.receiptSigningLeaf, from: CertificateChainFactory.leafExtensions)
    let leaf = F.leaf(key: key, issuer: F.trustedIntermediate, extensions: extensions)
    #expect(
      F.failure(token([leaf, F.identity.intermediate, F.identity.root], key: key))
        == .missingAppleExtension("the leaf lacks 1.2.840.113635.100.6.11.1"))
  }

  @Test func intermediateWithoutTheWWDRCOIDIsRejected() {
    let intermediateKey = P256PrivateKey()
    let extensions = F.removing(
      AppleCertificateOID.worldwideDeveloperRelationsIntermediate, from: CertificateChainFactory.intermediateExtensions)
    let intermediate = F.intermediate(key: intermediateKey, extensions: extensions)
    let leafKey = P256PrivateKey()
    let leaf = F.leaf(key: leafKey, issuer: (intermediate, intermediateKey))
    #expect(
      F.failure(token([leaf, intermediate, F.identity.root], key: leafKey))
        == .missingAppleExtension("the intermediate lacks 1.2.840.113635.100.6.2.1"))
  }

  /// J15: profile violations that X509_STRICT (or plain path validation) refuses.
  @Test func intermediateThatIsNotACAIsRejected() {
    let intermediateKey = P256PrivateKey()
    var extensions = CertificateChainFactory.intermediateExtensions
    extensions[0] = .basicConstraintsEndEntity
    let intermediate = F.intermediate(key: intermediateKey, extensions: extensions)
    let leafKey = P256PrivateKey()
    let leaf = F.leaf(key: leafKey, issuer: (intermediate, intermediateKey))
    #expect(
      F.failure(token([leaf, intermediate, F.identity.root], key: leafKey))
        == .invalidCertificateChain("intermediate: invalid CA certificate"))
  }

  @Test func leafThatClaimsToBeACAIsRejected() {
    let key = P256PrivateKey()
    var extensions = CertificateChainFactory.leafExtensions
    extensions[0] = .basicConstraintsCA
    let leaf = F.leaf(key: key, issuer: F.trustedIntermediate, extensions: extensions)
    #expect(
      F.failure(token([leaf, F.identity.intermediate, F.identity.root], key: key))
        == .invalidCertificateChain("the leaf is a CA certificate"))
  }

  @Test func leafWhoseKeyUsageExcludesDigitalSignatureIsRejected() {
    let key = P256PrivateKey()
    var extensions = CertificateChainFactory.leafExtensions
    extensions[1] = .standard(nid: CertificateExtension.keyUsageNID, value: "critical,keyAgreement")
    let leaf = F.leaf(key: key, issuer: F.trustedIntermediate, extensions: extensions)
    #expect(
      F.failure(token([leaf, F.identity.intermediate, F.identity.root], key: key))
        == .invalidCertificateChain("the leaf's key usage does not allow digital signatures"))
  }

  @Test func unknownCriticalExtensionIsRejected() {
    let key = P256PrivateKey()
    let extensions = CertificateChainFactory.leafExtensions + [.marker(oid: "1.3.6.1.4.1.55555.1", critical: true)]
    let leaf = F.leaf(key: key, issuer: F.trustedIntermediate, extensions: extensions)
    #expect(
      F.failure(token([leaf, F.identity.intermediate, F.identity.root], key: key))
        == .invalidCertificateChain("leaf: unhandled critical extension"))
  }

  @Test func leafWithoutAuthorityKeyIdentifierFailsX509Strict() {
    let key = P256PrivateKey()
    let extensions = CertificateChainFactory.leafExtensions.filter {
      if case .standard(let nid, _) = $0 { return nid != CertificateExtension.authorityKeyIdentifierNID }
      return true
    }
    let leaf = F.leaf(key: key, issuer: F.trustedIntermediate, extensions: extensions)
    #expect(
      F.failure(token([leaf, F.identity.intermediate, F.identity.root], key: key))
        == .invalidCertificateChain("leaf: Missing Authority Key Identifier"))
  }

  /// J16: validity is checked at the payload's signedDate, not at the wall clock.
  @Test func chainNotYetValidAtSignedDateIsRejected() {
    let before2000: Int64 = 946_684_799_000
    #expect(
      F.failure(
        token(
          [F.identity.leaf, F.identity.intermediate, F.identity.root], key: F.identity.leafKey, signedDate: before2000))
        == .invalidCertificateChain("root: certificate is not yet valid"))
  }

  @Test func chainExpiredAtSignedDateIsRejected() {
    let after2099: Int64 = 4_102_444_800_000
    #expect(
      F.failure(
        token(
          [F.identity.leaf, F.identity.intermediate, F.identity.root], key: F.identity.leafKey, signedDate: after2099))
        == .invalidCertificateChain("root: certificate has expired"))
  }

  @Test func leafExpiredBeforeSignedDateIsRejectedWhileItsIssuersAreValid() {
    let key = P256PrivateKey()
    let leaf = F.leaf(
      key: key, issuer: F.trustedIntermediate, notBefore: CertificateChainFactory.defaultNotBefore,
      notAfter: Date(timeIntervalSince1970: 1_600_000_000))
    #expect(
      F.failure(token([leaf, F.identity.intermediate, F.identity.root], key: key))
        == .invalidCertificateChain("leaf: certificate has expired"))
  }

  /// J17: a chain that has expired by today still verifies for a signedDate inside its validity.
  @Test func chainExpiredTodayButValidAtSignedDateIsAccepted() {
    let old = CertificateChainFactory.makeIdentity(
      commonNamePrefix: "Old", notBefore: Date(timeIntervalSince1970: 946_684_800),
      notAfter: Date(timeIntervalSince1970: 978_307_199))
    let signedIn2000: Int64 = 960_000_000_000
    let verifier = JWSVerifier(pinnedRoot: old.root)
    #expect(
      verifier.verify(token([old.leaf, old.intermediate, old.root], key: old.leafKey, signedDate: signedIn2000))
        .isSuccess)
    #expect(
      F.failure(token([old.leaf, old.intermediate, old.root], key: old.leafKey), verifier: verifier)
        == .invalidCertificateChain("root: certificate has expired"))
  }

  /// J24: nothing in the token turns verification off.
  @Test func xcodeEnvironmentInAForgedTokenDoesNotSkipVerification() {
    let attacker = F.attacker
    let payload = #"{"environment":"Xcode","bundleId":"com.example.app","signedDate":1700000000000}"#
    let forged = F.token(
      header: F.header(
        chain: [attacker.leaf, attacker.intermediate, attacker.root], extra: ",\"kid\":\"Apple_Xcode_Key\""),
      payload: payload, key: attacker.leafKey)
    #expect(F.failure(forged) == .invalidCertificateChain("intermediate: unable to get local issuer certificate"))
  }
}

extension Result {
  /// Whether this is `.success`.
  var isSuccess: Bool {
    if case .success = self { return true }
    return false
  }
}
