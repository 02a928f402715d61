/// An In-App Purchase key registered with the store, as App Store Connect's Keys page lists it:
/// the App Store Server API accepts JWTs signed by its private half while it is not revoked.
public struct APIKey: Sendable, Equatable {
  /// The 10-character key id (`kid`), e.g. `2X9R4HXF34`.
  public var keyID: String
  /// The issuer id (`iss`), a UUID shared by the store's keys.
  public var issuerID: String
  /// The name it was given.
  public var name: String
  /// The public key's DER (SubjectPublicKeyInfo).
  public var publicKeyDER: [UInt8]
  /// When it was created, real epoch milliseconds.
  public var createdAt: Int64
  /// When it was revoked, real epoch milliseconds; nil while it is active.
  public var revokedAt: Int64?

  /// A key record.
  public init(
    keyID: String, issuerID: String, name: String, publicKeyDER: [UInt8], createdAt: Int64, revokedAt: Int64? = nil
  ) {
    self.keyID = keyID
    self.issuerID = issuerID
    self.name = name
    self.publicKeyDER = publicKeyDER
    self.createdAt = createdAt
    self.revokedAt = revokedAt
  }
}
