import CCrypto

/// Conversion between the two encodings of an ECDSA P-256 signature: DER (what OpenSSL produces and
/// consumes) and the fixed 64-byte R‖S of JWS ES256 (RFC 7518 §3.4).
enum ECDSASignature {
  /// The byte length of R and of S for P-256.
  static let componentLength = 32

  /// R and S of a DER `ECDSA-Sig-Value`, each left-padded with zeros to 32 bytes; nil when `der`
  /// is not exactly one well-formed signature or R or S is wider than 32 bytes.
  static func raw(fromDER der: [UInt8]) -> [UInt8]? {
    der.withUnsafeBufferPointer { buffer -> [UInt8]? in
      guard let start = buffer.baseAddress else { return nil }
      var cursor: UnsafePointer<UInt8>? = start
      guard let signature = d2i_ECDSA_SIG(nil, &cursor, buffer.count) else {
        ERR_clear_error()
        return nil
      }
      defer { ECDSA_SIG_free(signature) }
      guard cursor == start + buffer.count else { return nil }
      var r: OpaquePointer?
      var s: OpaquePointer?
      ECDSA_SIG_get0(signature, &r, &s)
      var raw = [UInt8](repeating: 0, count: 2 * componentLength)
      let written = raw.withUnsafeMutableBufferPointer { output -> Bool in
        let length = Int32(componentLength)
        return BN_bn2binpad(r, output.baseAddress, length) == length
          && BN_bn2binpad(s, output.baseAddress! + componentLength, length) == length
      }
      return written ? raw : nil
    }
  }

  /// The DER `ECDSA-Sig-Value` of a 64-byte R‖S signature; nil for any other length.
  static func der(fromRaw raw: [UInt8]) -> [UInt8]? {
    guard raw.count == 2 * componentLength else { return nil }
    guard let signature = ECDSA_SIG_new() else { OpenSSLError.fatal("ECDSA_SIG_new") }
    defer { ECDSA_SIG_free(signature) }
    let r = BN_bin2bn(raw, Int32(componentLength), nil)
    let s = raw.withUnsafeBufferPointer { BN_bin2bn($0.baseAddress! + componentLength, Int32(componentLength), nil) }
    guard let r, let s, ECDSA_SIG_set0(signature, r, s) == 1 else {
      BN_free(r)
      BN_free(s)
      OpenSSLError.fatal("ECDSA_SIG_set0")
    }
    return OpenSSLBytes.take { i2d_ECDSA_SIG(signature, &$0) }
  }
}
