import CCrypto

/// SHA-256 over a byte array, through libcrypto.
enum SHA256Digest {
  /// The 32-byte digest of `bytes`.
  static func hash(_ bytes: [UInt8]) -> [UInt8] {
    var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
    var length: UInt32 = 0
    guard EVP_Digest(bytes, bytes.count, &digest, &length, EVP_sha256(), nil) == 1 else {
      OpenSSLError.fatal("EVP_Digest")
    }
    return Array(digest.prefix(Int(length)))
  }
}
