import CCrypto
import FoundationEssentials

/// An X.509 certificate, held as its DER bytes and parsed by OpenSSL.
///
/// Wraps an OpenSSL `X509` that is never changed after creation (its extension cache is filled
/// in `init`), hence `@unchecked Sendable`. Two certificates are equal when their DER bytes are.
public final class Certificate: @unchecked Sendable, Hashable, CustomStringConvertible {
  let pointer: OpaquePointer

  /// The DER encoding.
  public let der: [UInt8]

  /// Parses exactly one DER certificate; throws on anything else, including trailing bytes.
  public init(der: [UInt8]) throws(CryptoError) {
    let decoded = der.withUnsafeBufferPointer { buffer -> OpaquePointer? in
      var cursor = buffer.baseAddress
      guard let certificate = d2i_X509(nil, &cursor, buffer.count) else { return nil }
      guard cursor == buffer.baseAddress.map({ $0 + buffer.count }) else {
        X509_free(certificate)
        return nil
      }
      return certificate
    }
    guard let decoded else {
      ERR_clear_error()
      throw .invalidCertificate("not a DER X.509 certificate")
    }
    pointer = decoded
    self.der = der
    _ = X509_get_extension_flags(decoded)  // fills OpenSSL's extension cache once, before sharing
    ERR_clear_error()
  }

  /// Parses a text holding exactly one PEM `CERTIFICATE` block.
  public convenience init(pem: String) throws(CryptoError) {
    guard let block = PEMBlock.single(in: pem) else { throw .invalidCertificate("not exactly one PEM block") }
    guard block.label == "CERTIFICATE" else {
      throw .invalidCertificate("PEM label is \"\(block.label)\"; expected \"CERTIFICATE\"")
    }
    try self.init(der: block.der)
  }

  /// Takes ownership of `certificate` (freshly built and signed).
  init(owning certificate: OpaquePointer) {
    guard let der = OpenSSLBytes.take({ i2d_X509(certificate, &$0) }) else { OpenSSLError.fatal("i2d_X509") }
    pointer = certificate
    self.der = der
    _ = X509_get_extension_flags(certificate)
  }

  deinit { X509_free(pointer) }

  /// The certificate as PEM (`-----BEGIN CERTIFICATE-----`, 64-character lines).
  public var pem: String { PEMBlock.encode(der, label: "CERTIFICATE") }

  /// The subject distinguished name in RFC 2253 form, e.g. `CN=Example Root CA,O=Example`.
  public var subject: String { Self.text(of: X509_get_subject_name(pointer)) }

  /// The issuer distinguished name in RFC 2253 form.
  public var issuer: String { Self.text(of: X509_get_issuer_name(pointer)) }

  /// The start of the validity period.
  public var notBefore: Date { Self.date(of: X509_get0_notBefore(pointer)) }

  /// The end of the validity period.
  public var notAfter: Date { Self.date(of: X509_get0_notAfter(pointer)) }

  /// `notBefore` and `notAfter` in whole seconds since 1970; nil when either cannot be read.
  var validitySeconds: (notBefore: Int64, notAfter: Int64)? {
    guard let notBefore = Self.seconds(of: X509_get0_notBefore(pointer)),
      let notAfter = Self.seconds(of: X509_get0_notAfter(pointer))
    else { return nil }
    return (notBefore, notAfter)
  }

  /// Whether basicConstraints says `CA:TRUE`.
  public var isCA: Bool { X509_get_extension_flags(pointer) & UInt32(EXFLAG_CA) != 0 }

  /// Whether the key may sign data: no keyUsage extension, or one with digitalSignature.
  var keyUsageAllowsDigitalSignature: Bool { X509_get_key_usage(pointer) & UInt32(KU_DIGITAL_SIGNATURE) != 0 }

  /// The subject's key, or nil when it is not a P-256 key.
  public var publicKey: P256PublicKey? {
    guard let spki = OpenSSLBytes.take({ i2d_X509_PUBKEY(X509_get_X509_PUBKEY(pointer), &$0) }) else { return nil }
    return try? P256PublicKey(derRepresentation: spki)
  }

  /// The SHA-256 digest of the DER bytes (the fingerprint `openssl x509 -fingerprint -sha256` shows).
  public var sha256Fingerprint: [UInt8] { SHA256Digest.hash(der) }

  /// Whether the certificate carries the extension with the dotted OID `oid` (e.g. "2.5.29.19").
  public func hasExtension(oid: String) -> Bool { isCritical(extensionOID: oid) != nil }

  /// Whether the extension `oid` is marked critical; nil when the certificate does not carry it.
  func isCritical(extensionOID oid: String) -> Bool? {
    guard let object = OBJ_txt2obj(oid, 1) else {
      ERR_clear_error()
      return nil
    }
    defer { ASN1_OBJECT_free(object) }
    let index = X509_get_ext_by_OBJ(pointer, object, -1)
    guard index >= 0, let extensionEntry = X509_get_ext(pointer, index) else { return nil }
    return X509_EXTENSION_get_critical(extensionEntry) != 0
  }

  /// Whether `issuer` issued this certificate: names and key identifiers match and its key verifies
  /// this certificate's signature.
  func isIssued(by issuer: Certificate) -> Bool {
    guard X509_check_issued(issuer.pointer, pointer) == X509_V_OK else { return false }
    guard let issuerKey = X509_get0_pubkey(issuer.pointer) else { return false }
    let verified = X509_verify(pointer, issuerKey) == 1
    ERR_clear_error()
    return verified
  }

  /// The subject, the issuer and the validity period.
  public var description: String {
    let format = Date.ISO8601FormatStyle()
    return "\(subject) (issuer \(issuer), \(format.format(notBefore)) to \(format.format(notAfter)))"
  }

  public static func == (left: Certificate, right: Certificate) -> Bool { left.der == right.der }

  public func hash(into hasher: inout Hasher) { hasher.combine(der) }

  /// `name` in RFC 2253 form.
  private static func text(of name: OpaquePointer?) -> String {
    let bio = MemoryBIO()
    guard X509_NAME_print_ex(bio.pointer, name, 0, ccrypto_name_flags_rfc2253()) >= 0 else { return "" }
    return bio.text
  }

  /// `time` as a date (UTCTime and GeneralizedTime alike); 1970 when it cannot be read.
  private static func date(of time: UnsafePointer<ASN1_TIME>?) -> Date {
    Date(timeIntervalSince1970: TimeInterval(seconds(of: time) ?? 0))
  }

  /// `time` in seconds since 1970, or nil when it cannot be read.
  private static func seconds(of time: UnsafePointer<ASN1_TIME>?) -> Int64? {
    guard let time else { return nil }
    var parts = tm()
    guard ASN1_TIME_to_tm(time, &parts) == 1 else {
      ERR_clear_error()
      return nil
    }
    return Int64(timegm(&parts))
  }
}
