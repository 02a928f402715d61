import FoundationEssentials

/// A JWS that passed every check of `JWSVerifier`: its decoded parts and the verified chain.
public struct VerifiedJWS: Sendable {
  /// The decoded protected header: a JSON object without duplicate keys.
  public let header: [UInt8]
  /// The decoded payload, exactly as signed: a JSON object without duplicate keys.
  public let payload: [UInt8]
  /// The payload's `signedDate` in milliseconds since 1970, the time the chain was validated at.
  public let signedDateMilliseconds: Int64
  /// The verified chain: leaf, intermediate and the pinned root.
  public let certificates: [Certificate]

  /// `signedDateMilliseconds` as a date.
  public var signedDate: Date { Date(timeIntervalSince1970: TimeInterval(signedDateMilliseconds) / 1000) }

  /// The payload decoded into `type` with `JSONDecoder` (safe: duplicate keys were already refused).
  public func decodePayload<Payload: Decodable>(as type: Payload.Type) throws -> Payload {
    try JSONDecoder().decode(type, from: Data(payload))
  }
}
