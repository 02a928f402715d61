/// One subscription group's status, as the wire carries it.
public struct WireSubscriptionStatus: Sendable, Equatable, Codable {
  /// The group.
  public var groupID: String
  /// The latest transaction of the group (JWS).
  public var transactionJWS: String
  /// The renewal info (JWS).
  public var renewalInfoJWS: String

  /// A wire status.
  public init(groupID: String, transactionJWS: String, renewalInfoJWS: String) {
    self.groupID = groupID
    self.transactionJWS = transactionJWS
    self.renewalInfoJWS = renewalInfoJWS
  }
}
