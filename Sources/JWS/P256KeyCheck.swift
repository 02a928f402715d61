import CCrypto

/// Whether an OpenSSL key is an elliptic-curve key on P-256 (prime256v1), the only curve of ES256.
enum P256KeyCheck {
  /// True when `key` is an EC key on the named curve P-256.
  static func isP256(_ key: OpaquePointer) -> Bool {
    guard EVP_PKEY_get_base_id(key) == EVP_PKEY_EC else { return false }
    var name = [CChar](repeating: 0, count: 64)
    var length = 0
    guard EVP_PKEY_get_group_name(key, &name, name.count, &length) == 1 else {
      ERR_clear_error()
      return false
    }
    let group = String(decoding: name.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return group == "prime256v1" || group == "P-256"
  }
}
