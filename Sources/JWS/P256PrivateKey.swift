import CCrypto

/// A P-256 private key that signs with ECDSA over SHA-256, the JWS algorithm ES256.
///
/// Wraps an OpenSSL `EVP_PKEY` that is never changed after creation; OpenSSL 3 allows one key to
/// sign on several threads at once, hence `@unchecked Sendable`.
public final class P256PrivateKey: @unchecked Sendable {
  let pointer: OpaquePointer

  /// The public half, for verifying this key's signatures and for certificates.
  public let publicKey: P256PublicKey

  /// Generates a new random key.
  public convenience init() {
    guard let key = ccrypto_generate_p256() else { OpenSSLError.fatal("P-256 key generation") }
    self.init(owning: key)
  }

  /// Reads an unencrypted PKCS#8 PEM key (`-----BEGIN PRIVATE KEY-----`) on the curve P-256.
  public convenience init(pkcs8PEM: String) throws(CryptoError) {
    guard let block = PEMBlock.single(in: pkcs8PEM) else {
      throw .invalidKey("not exactly one unencrypted PEM block")
    }
    guard block.label == "PRIVATE KEY" else {
      throw .invalidKey("PEM label is \"\(block.label)\"; expected \"PRIVATE KEY\" (PKCS#8)")
    }
    guard let key = Self.decodePKCS8(block.der) else { throw .invalidKey("not a PKCS#8 private key") }
    guard P256KeyCheck.isP256(key), Self.isConsistent(key) else {
      EVP_PKEY_free(key)
      throw .invalidKey("not a valid P-256 key")
    }
    self.init(owning: key)
  }

  /// Takes ownership of `key`, a P-256 private key.
  init(owning key: OpaquePointer) {
    pointer = key
    guard let spki = OpenSSLBytes.take({ i2d_PUBKEY(key, &$0) }) else { OpenSSLError.fatal("i2d_PUBKEY") }
    guard let publicKey = try? P256PublicKey(derRepresentation: spki) else { OpenSSLError.fatal("d2i_PUBKEY") }
    self.publicKey = publicKey
  }

  deinit { EVP_PKEY_free(pointer) }

  /// The key as unencrypted PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`).
  public var pkcs8PEM: String {
    let bio = MemoryBIO()
    guard PEM_write_bio_PKCS8PrivateKey(bio.pointer, pointer, nil, nil, 0, nil, nil) == 1 else {
      OpenSSLError.fatal("PEM_write_bio_PKCS8PrivateKey")
    }
    return bio.text
  }

  /// The 64-byte R‖S ECDSA-SHA256 signature of `message` (JWS ES256); a new random one each call.
  public func sign(_ message: [UInt8]) -> [UInt8] {
    guard let raw = ECDSASignature.raw(fromDER: signDER(message)) else {
      fatalError("OpenSSL produced an ECDSA signature that is not DER")
    }
    return raw
  }

  /// The 64-byte R‖S ECDSA signature of a SHA-256 `digest` that the caller computed (for a
  /// signer that hashes a fixed prefix once).
  func sign(digest: [UInt8]) -> [UInt8] {
    guard let context = EVP_PKEY_CTX_new(pointer, nil) else { OpenSSLError.fatal("EVP_PKEY_CTX_new") }
    defer { EVP_PKEY_CTX_free(context) }
    guard EVP_PKEY_sign_init(context) == 1 else { OpenSSLError.fatal("EVP_PKEY_sign_init") }
    var length = 80
    var signature = [UInt8](repeating: 0, count: length)
    guard EVP_PKEY_sign(context, &signature, &length, digest, digest.count) == 1,
      let raw = ECDSASignature.raw(fromDER: Array(signature.prefix(length)))
    else { OpenSSLError.fatal("EVP_PKEY_sign") }
    return raw
  }

  /// The DER signature of `message`, as OpenSSL produces it.
  func signDER(_ message: [UInt8]) -> [UInt8] {
    guard let context = EVP_MD_CTX_new() else { OpenSSLError.fatal("EVP_MD_CTX_new") }
    defer { EVP_MD_CTX_free(context) }
    guard EVP_DigestSignInit(context, nil, EVP_sha256(), nil, pointer) == 1 else {
      OpenSSLError.fatal("EVP_DigestSignInit")
    }
    var length = 0
    guard EVP_DigestSign(context, nil, &length, message, message.count) == 1 else {
      OpenSSLError.fatal("EVP_DigestSign")
    }
    var signature = [UInt8](repeating: 0, count: length)
    guard EVP_DigestSign(context, &signature, &length, message, message.count) == 1 else {
      OpenSSLError.fatal("EVP_DigestSign")
    }
    return Array(signature.prefix(length))
  }

  /// The key in a PKCS#8 `PrivateKeyInfo`, or nil (also for trailing bytes).
  private static func decodePKCS8(_ der: [UInt8]) -> OpaquePointer? {
    der.withUnsafeBufferPointer { buffer -> OpaquePointer? in
      var cursor = buffer.baseAddress
      guard let info = d2i_PKCS8_PRIV_KEY_INFO(nil, &cursor, buffer.count) else {
        ERR_clear_error()
        return nil
      }
      defer { PKCS8_PRIV_KEY_INFO_free(info) }
      guard cursor == buffer.baseAddress.map({ $0 + buffer.count }) else { return nil }
      guard let key = EVP_PKCS82PKEY(info) else {
        ERR_clear_error()
        return nil
      }
      return key
    }
  }

  /// Whether the private and public parts of `key` belong together (`EVP_PKEY_check`).
  private static func isConsistent(_ key: OpaquePointer) -> Bool {
    guard let context = EVP_PKEY_CTX_new(key, nil) else { OpenSSLError.fatal("EVP_PKEY_CTX_new") }
    defer { EVP_PKEY_CTX_free(context) }
    let valid = EVP_PKEY_check(context) == 1
    ERR_clear_error()
    return valid
  }
}
