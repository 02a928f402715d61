import CCrypto
import JWS

/// P-256 ECDSA-SHA256 verification straight through libcrypto's EVP API: the reference for `jws_verify`.
///
/// The key is decoded and the R‖S signature converted to DER once, beforehand; each `verify` is
/// only `EVP_DigestVerifyInit` and `EVP_DigestVerify` over the message, as a program that already
/// holds a trusted key would do.
final class RawOpenSSLVerifier {
  private let key: OpaquePointer
  private let signature: [UInt8]

  /// A verifier of the DER `signature` with the key in the DER SubjectPublicKeyInfo `publicKey`.
  init(publicKey: [UInt8], derSignature signature: [UInt8]) {
    key = publicKey.withUnsafeBufferPointer { buffer in
      var cursor = buffer.baseAddress
      guard let key = d2i_PUBKEY(nil, &cursor, buffer.count) else { fatalError("d2i_PUBKEY") }
      return key
    }
    self.signature = signature
  }

  deinit { EVP_PKEY_free(key) }

  /// Whether the signature verifies over `message`.
  func verify(_ message: [UInt8]) -> Bool {
    guard let context = EVP_MD_CTX_new() else { return false }
    defer { EVP_MD_CTX_free(context) }
    guard EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, key) == 1 else { return false }
    return EVP_DigestVerify(context, signature, signature.count, message, message.count) == 1
  }

  /// The DER `ECDSA-Sig-Value` of a 64-byte R‖S signature.
  static func der(fromRaw raw: [UInt8]) -> [UInt8] {
    precondition(raw.count == 64)
    guard let signature = ECDSA_SIG_new() else { fatalError("ECDSA_SIG_new") }
    defer { ECDSA_SIG_free(signature) }
    let r = BN_bin2bn(raw, 32, nil)
    let s = raw.withUnsafeBufferPointer { BN_bin2bn($0.baseAddress! + 32, 32, nil) }
    precondition(ECDSA_SIG_set0(signature, r, s) == 1)
    var output: UnsafeMutablePointer<UInt8>?
    let length = i2d_ECDSA_SIG(signature, &output)
    defer { ccrypto_free(output) }
    return Array(UnsafeBufferPointer(start: output, count: Int(length)))
  }
}
