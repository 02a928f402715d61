/// Signs payloads as compact ES256 JWS carrying the identity's chain in `x5c`, as the App Store does.
public struct JWSSigner: Sendable {
  private let key: P256PrivateKey
  /// The encoded header, the same for every JWS of this signer.
  private let encodedHeader: String

  /// A signer with `identity`'s leaf key and chain.
  public init(identity: SigningIdentity) {
    key = identity.leafKey
    let chain = [identity.leaf, identity.intermediate, identity.root].map { "\"\(StandardBase64.encode($0.der))\"" }
    let header = "{\"alg\":\"ES256\",\"x5c\":[\(chain.joined(separator: ","))]}"
    encodedHeader = Base64URL.encode(Array(header.utf8))
  }

  /// `b64url(header).b64url(payload).b64url(signature)`, with header
  /// `{"alg":"ES256","x5c":[leaf,intermediate,root]}` (x5c in standard base64) and the 64-byte R‖S
  /// signature over the ASCII of the first two segments. `payload` is used as given (serialized JSON).
  public func sign(payload: [UInt8]) -> String {
    let signingInput = encodedHeader + "." + Base64URL.encode(payload)
    return signingInput + "." + Base64URL.encode(key.sign(Array(signingInput.utf8)))
  }
}
