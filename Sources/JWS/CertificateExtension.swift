import CCrypto

/// One X.509 v3 extension to put into a certificate being built.
enum CertificateExtension {
  /// A standard extension in openssl.cnf syntax, e.g. `(NID_basic_constraints, "critical,CA:TRUE")`.
  case standard(nid: Int32, value: String)
  /// A private marker extension (such as Apple's 1.2.840.113635.100.6.11.1) whose value is DER NULL.
  case marker(oid: String, critical: Bool)

  static let basicConstraintsCA = standard(nid: NID_basic_constraints, value: "critical,CA:TRUE")
  static let basicConstraintsCAPathLengthZero = standard(
    nid: NID_basic_constraints, value: "critical,CA:TRUE,pathlen:0")
  static let basicConstraintsEndEntity = standard(nid: NID_basic_constraints, value: "critical,CA:FALSE")
  static let keyUsageCertificateSigning = standard(nid: keyUsageNID, value: "critical,keyCertSign,cRLSign")
  static let keyUsageDigitalSignature = standard(nid: keyUsageNID, value: "critical,digitalSignature")
  static let keyUsageNID = NID_key_usage
  static let subjectKeyIdentifier = standard(nid: NID_subject_key_identifier, value: "hash")
  static let authorityKeyIdentifier = standard(nid: authorityKeyIdentifierNID, value: "keyid:always")
  static let authorityKeyIdentifierNID = NID_authority_key_identifier

  /// DER NULL, the value of Apple's marker extensions in its production certificates.
  static let nullValue: [UInt8] = [0x05, 0x00]

  /// Adds this extension to `certificate`, issued by `issuer` (the certificate itself when self-signed).
  func add(to certificate: OpaquePointer, issuer: OpaquePointer) {
    switch self {
    case .standard(let nid, let value):
      guard ccrypto_add_extension(certificate, issuer, nid, value) == 1 else {
        OpenSSLError.fatal("adding extension \(value)")
      }
    case .marker(let oid, let critical):
      guard let object = OBJ_txt2obj(oid, 1) else { OpenSSLError.fatal("OBJ_txt2obj(\(oid))") }
      defer { ASN1_OBJECT_free(object) }
      guard let value = ASN1_OCTET_STRING_new() else { OpenSSLError.fatal("ASN1_OCTET_STRING_new") }
      defer { ASN1_OCTET_STRING_free(value) }
      guard ASN1_OCTET_STRING_set(value, Self.nullValue, Int32(Self.nullValue.count)) == 1,
        let entry = X509_EXTENSION_create_by_OBJ(nil, object, critical ? 1 : 0, value)
      else { OpenSSLError.fatal("X509_EXTENSION_create_by_OBJ(\(oid))") }
      defer { X509_EXTENSION_free(entry) }
      guard X509_add_ext(certificate, entry, -1) == 1 else { OpenSSLError.fatal("X509_add_ext(\(oid))") }
    }
  }
}
