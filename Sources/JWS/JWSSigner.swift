import CCrypto

/// Signs payloads as compact ES256 JWS carrying the identity's chain in `x5c`, as the App Store does.
public struct JWSSigner: Sendable {
  private let key: P256PrivateKey
  /// `b64url(header).` as ASCII, the same for every JWS of this signer.
  private let prefix: [UInt8]
  /// SHA-256 of `prefix`, computed once and copied for each signature.
  private let prefixHash: PrefixHash

  /// `b64url(header).`: the start of every JWS this signer makes, so that stores can keep only
  /// the rest of each (`signBody`).
  public let headerPrefix: String

  /// A signer with `identity`'s leaf key and chain.
  public init(identity: SigningIdentity) {
    key = identity.leafKey
    let chain = [identity.leaf, identity.intermediate, identity.root].map { "\"\(StandardBase64.encode($0.der))\"" }
    let header = "{\"alg\":\"ES256\",\"x5c\":[\(chain.joined(separator: ","))]}"
    prefix = Base64URL.encodedBytes(Array(header.utf8)) + [UInt8(ascii: ".")]
    prefixHash = PrefixHash(prefix)
    headerPrefix = String(decoding: prefix, as: UTF8.self)
  }

  /// `b64url(header).b64url(payload).b64url(signature)`, with header
  /// `{"alg":"ES256","x5c":[leaf,intermediate,root]}` (x5c in standard base64) and the 64-byte R‖S
  /// signature over the ASCII of the first two segments. `payload` is used as given (serialized JSON).
  public func sign(payload: [UInt8]) -> String {
    headerPrefix + signBody(payload: payload)
  }

  /// The JWS of `payload` without its `headerPrefix`: `b64url(payload).b64url(signature)`.
  public func signBody(payload: [UInt8]) -> String {
    let encodedPayload = Base64URL.encodedBytes(payload)
    let signature = key.sign(digest: prefixHash.digest(appending: encodedPayload))
    var output = encodedPayload
    output.reserveCapacity(encodedPayload.count + 87)
    output.append(UInt8(ascii: "."))
    output += Base64URL.encodedBytes(signature)
    return String(decoding: output, as: UTF8.self)
  }
}

/// A SHA-256 state after a fixed prefix, from which each digest continues.
final class PrefixHash: @unchecked Sendable {
  // Only read after init (EVP_MD_CTX_copy_ex reads it), so sharing across threads is safe.
  private let context: OpaquePointer

  init(_ prefix: [UInt8]) {
    guard let context = EVP_MD_CTX_new(), EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1,
      EVP_DigestUpdate(context, prefix, prefix.count) == 1
    else { OpenSSLError.fatal("EVP_DigestInit_ex") }
    self.context = context
  }

  deinit { EVP_MD_CTX_free(context) }

  /// SHA-256 of the prefix followed by `bytes`.
  func digest(appending bytes: [UInt8]) -> [UInt8] {
    guard let copy = EVP_MD_CTX_new() else { OpenSSLError.fatal("EVP_MD_CTX_new") }
    defer { EVP_MD_CTX_free(copy) }
    var digest = [UInt8](repeating: 0, count: 32)
    var length: UInt32 = 0
    guard EVP_MD_CTX_copy_ex(copy, context) == 1, EVP_DigestUpdate(copy, bytes, bytes.count) == 1,
      EVP_DigestFinal_ex(copy, &digest, &length) == 1
    else { OpenSSLError.fatal("EVP_DigestFinal_ex") }
    return digest
  }
}
