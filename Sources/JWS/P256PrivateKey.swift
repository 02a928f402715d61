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
    guard let key = Self.keyPair(pkcs8: block.der) ?? Self.decodePKCS8(block.der) else {
      throw .invalidKey("not a PKCS#8 private key")
    }
    guard P256KeyCheck.isP256(key), Self.isConsistent(key) else {
      EVP_PKEY_free(key)
      throw .invalidKey("not a valid P-256 key")
    }
    self.init(owning: key)
  }

  /// Takes ownership of `key`, a P-256 private key.
  init(owning key: OpaquePointer) {
    pointer = key
    var point = [UInt8](repeating: 0, count: 65)
    var length = 0
    // The SubjectPublicKeyInfo is put together from the point: OpenSSL's i2d_PUBKEY takes ~0.6 ms
    // to set its encoders up on first use.
    guard
      EVP_PKEY_get_octet_string_param(key, OSSL_PKEY_PARAM_PUB_KEY, &point, point.count, &length) == 1,
      length == 65, let publicKey = try? P256PublicKey(derRepresentation: Self.subjectPublicKeyInfoPrefix + point)
    else { OpenSSLError.fatal("EVP_PKEY_get_octet_string_param") }
    self.publicKey = publicKey
  }

  /// DER of a P-256 SubjectPublicKeyInfo up to its 65-byte uncompressed point: id-ecPublicKey, prime256v1.
  static let subjectPublicKeyInfoPrefix: [UInt8] = [
    0x30, 0x59, 0x30, 0x13, 0x06, 0x07, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01, 0x06, 0x08, 0x2A, 0x86, 0x48, 0xCE,
    0x3D, 0x03, 0x01, 0x07, 0x03, 0x42, 0x00,
  ]

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

  /// The key of a PKCS#8 `PrivateKeyInfo` in the exact form OpenSSL writes for a P-256 key with
  /// its public point (id-ecPublicKey, prime256v1, ECPrivateKey version 1 with `publicKey`), built
  /// from its numbers; nil for any other form, which `decodePKCS8` then reads.
  static func keyPair(pkcs8 der: [UInt8]) -> OpaquePointer? {
    let head: [UInt8] = [
      0x30, 0x81, 0x87, 0x02, 0x01, 0x00, 0x30, 0x13, 0x06, 0x07, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01, 0x06,
      0x08, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07, 0x04, 0x6D, 0x30, 0x6B, 0x02, 0x01, 0x01, 0x04, 0x20,
    ]
    let middle: [UInt8] = [0xA1, 0x44, 0x03, 0x42, 0x00, 0x04]
    guard der.count == 138, der.starts(with: head), der[68..<74].elementsEqual(middle) else { return nil }
    let scalar = Array(der[36..<68])
    let point = Array(der[73..<138])
    let key = ccrypto_p256_key_pair(scalar, point)
    if key == nil { ERR_clear_error() }
    return key
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
