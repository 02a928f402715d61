/// One App Store Server Notification V2 as the store recorded it.
public struct StoredNotification: Sendable, Equatable {
  /// The store's order of notifications (1, 2, 3...).
  public var sequence: Int64
  public var uuid: String
  public var type: String
  public var subtype: String?
  public var signedDate: Int64
  /// The compact JWS a server receives as `signedPayload`.
  public var jws: String
}
