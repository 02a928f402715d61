import CCrypto
import FoundationEssentials

/// Builds and signs one X.509 v3 certificate with an ES256 (ecdsa-with-SHA256) signature.
struct CertificateBuilder {
  /// The subject's common name.
  var commonName: String
  /// The subject's organization, if any.
  var organization: String?
  /// The validity period.
  var notBefore: Date
  var notAfter: Date
  /// The extensions, in order.
  var extensions: [CertificateExtension]

  /// The certificate for `subjectKey`, signed by `issuer` (its certificate and key), or
  /// self-signed by `subjectKey` itself when `issuer` is nil.
  func build(subjectKey: P256PrivateKey, issuer: (certificate: Certificate, key: P256PrivateKey)?) -> Certificate {
    guard let certificate = X509_new() else { OpenSSLError.fatal("X509_new") }
    var owned = true
    defer { if owned { X509_free(certificate) } }
    guard X509_set_version(certificate, Int(X509_VERSION_3)) == 1 else { OpenSSLError.fatal("X509_set_version") }
    setRandomSerialNumber(certificate)
    let name = subjectName()
    defer { X509_NAME_free(name) }
    guard X509_set_subject_name(certificate, name) == 1,
      X509_set_issuer_name(certificate, issuer.map { X509_get_subject_name($0.certificate.pointer) } ?? name) == 1
    else { OpenSSLError.fatal("X509_set_subject_name") }
    guard ASN1_TIME_set(X509_getm_notBefore(certificate), time_t(notBefore.timeIntervalSince1970)) != nil,
      ASN1_TIME_set(X509_getm_notAfter(certificate), time_t(notAfter.timeIntervalSince1970)) != nil
    else { OpenSSLError.fatal("ASN1_TIME_set") }
    guard X509_set_pubkey(certificate, subjectKey.pointer) == 1 else { OpenSSLError.fatal("X509_set_pubkey") }
    for entry in extensions {
      entry.add(to: certificate, issuer: issuer?.certificate.pointer ?? certificate)
    }
    guard X509_sign(certificate, (issuer?.key ?? subjectKey).pointer, EVP_sha256()) > 0 else {
      OpenSSLError.fatal("X509_sign")
    }
    owned = false
    return Certificate(owning: certificate)
  }

  /// A random positive 128-bit serial number (RFC 5280 §4.1.2.2: positive, at most 20 octets).
  private func setRandomSerialNumber(_ certificate: OpaquePointer) {
    var bytes = [UInt8](repeating: 0, count: 16)
    guard RAND_bytes(&bytes, Int32(bytes.count)) == 1 else { OpenSSLError.fatal("RAND_bytes") }
    bytes[0] = (bytes[0] & 0x7F) | 0x40
    guard let number = BN_bin2bn(bytes, Int32(bytes.count), nil) else { OpenSSLError.fatal("BN_bin2bn") }
    defer { BN_free(number) }
    guard let serial = BN_to_ASN1_INTEGER(number, nil) else { OpenSSLError.fatal("BN_to_ASN1_INTEGER") }
    defer { ASN1_INTEGER_free(serial) }
    guard X509_set_serialNumber(certificate, serial) == 1 else { OpenSSLError.fatal("X509_set_serialNumber") }
  }

  /// `O=organization` (if set) and `CN=commonName`, in that order; the caller frees it.
  private func subjectName() -> OpaquePointer {
    guard let name = X509_NAME_new() else { OpenSSLError.fatal("X509_NAME_new") }
    var entries = organization.map { [("O", $0)] } ?? []
    entries.append(("CN", commonName))
    for (field, value) in entries {
      let bytes = Array(value.utf8)
      guard X509_NAME_add_entry_by_txt(name, field, MBSTRING_UTF8, bytes, Int32(bytes.count), -1, 0) == 1 else {
        X509_NAME_free(name)
        OpenSSLError.fatal("X509_NAME_add_entry_by_txt")
      }
    }
    return name
  }
}
