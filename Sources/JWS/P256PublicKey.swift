import CCrypto

/// A P-256 public key that verifies ECDSA-SHA256 signatures in the 64-byte R‖S form of JWS ES256.
///
/// Wraps an OpenSSL `EVP_PKEY` that is never changed after creation; OpenSSL 3 allows one key to
/// verify on several threads at once, hence `@unchecked Sendable`.
public final class P256PublicKey: @unchecked Sendable, Hashable {
  let pointer: OpaquePointer

  /// The key as a DER `SubjectPublicKeyInfo`.
  public let derRepresentation: [UInt8]

  /// Reads a DER `SubjectPublicKeyInfo` holding a P-256 key.
  public init(derRepresentation der: [UInt8]) throws(CryptoError) {
    let decoded = der.withUnsafeBufferPointer { buffer -> OpaquePointer? in
      var cursor = buffer.baseAddress
      guard let key = d2i_PUBKEY(nil, &cursor, buffer.count) else { return nil }
      guard cursor == buffer.baseAddress.map({ $0 + buffer.count }) else {
        EVP_PKEY_free(key)
        return nil
      }
      return key
    }
    guard let key = decoded else {
      ERR_clear_error()
      throw .invalidKey("not a DER SubjectPublicKeyInfo")
    }
    guard P256KeyCheck.isP256(key) else {
      EVP_PKEY_free(key)
      throw .invalidKey("not a P-256 key")
    }
    pointer = key
    derRepresentation = der
  }

  deinit { EVP_PKEY_free(pointer) }

  /// Whether `signature` is a valid ES256 signature of `message` by this key.
  ///
  /// `signature` must be exactly 64 bytes (R‖S); any other length, including DER, is rejected.
  /// R and S must lie in [1, n−1]. Like Apple's verifiers, both S and n−S are accepted.
  public func verify(signature: [UInt8], message: [UInt8]) -> Bool {
    guard let der = ECDSASignature.der(fromRaw: signature) else { return false }
    guard let context = EVP_MD_CTX_new() else { OpenSSLError.fatal("EVP_MD_CTX_new") }
    defer { EVP_MD_CTX_free(context) }
    guard EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, pointer) == 1 else {
      OpenSSLError.fatal("EVP_DigestVerifyInit")
    }
    let valid = EVP_DigestVerify(context, der, der.count, message, message.count) == 1
    if !valid { ERR_clear_error() }
    return valid
  }

  public static func == (left: P256PublicKey, right: P256PublicKey) -> Bool {
    left.derRepresentation == right.derRepresentation
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(derRepresentation) }
}
