/// A compact JWS (a JSON Web Token) split and decoded strictly, its header and payload read as
/// JSON objects, its signature not yet checked.
///
/// The server side of an API reads a bearer token with it: the header names the key (`kid`),
/// the caller finds that key, then `isSigned(by:)` checks the ES256 signature.
public struct UnverifiedJWT: Sendable {
  /// The protected header's members.
  public let header: [String: JSONValue]
  /// The payload's members (the token's claims).
  public let claims: [String: JSONValue]
  /// The decoded signature.
  private let signature: [UInt8]
  /// The bytes the signature covers.
  private let signingInput: [UInt8]

  /// Reads `token`, or returns nil unless it is three strict base64url segments whose first two
  /// are JSON objects without duplicate keys.
  public init?(_ token: String) {
    guard let parts = try? CompactJWS.parse(token),
      let header = (try? StrictJSONParser.parse(parts.header))?.objectMembers,
      let claims = (try? StrictJSONParser.parse(parts.payload))?.objectMembers
    else { return nil }
    self.header = header
    self.claims = claims
    signature = parts.signature
    signingInput = parts.signingInput
  }

  /// Whether the signature is a valid 64-byte ES256 (P-256, SHA-256) signature by `key`.
  public func isSigned(by key: P256PublicKey) -> Bool {
    signature.count == 64 && key.verify(signature: signature, message: signingInput)
  }

  /// The payload of a compact JWS, read as JSON without checking the signature (for a JWS this
  /// program signed itself), or nil when it is not one.
  public static func payload(of jws: String) -> JSONValue? {
    guard let parts = try? CompactJWS.parse(jws) else { return nil }
    return try? StrictJSONParser.parse(parts.payload)
  }
}
