/// A group of auto-renewable subscriptions of which a customer holds at most one at a time.
public struct SubscriptionGroup: Sendable, Equatable {
  /// The group id (`subscriptionGroupIdentifier`).
  public var id: String
  /// The internal name.
  public var referenceName: String
  /// The group's name shown to customers, per language.
  public var names: Localized<String>
  /// Entitlements that any active subscription of the group grants.
  public var entitlements: [String]
  /// The ids of the group's subscriptions, in file order.
  public var subscriptionIDs: [String]

  /// Creates a group.
  public init(
    id: String, referenceName: String, names: Localized<String>, entitlements: [String], subscriptionIDs: [String]
  ) {
    self.id = id
    self.referenceName = referenceName
    self.names = names
    self.entitlements = entitlements
    self.subscriptionIDs = subscriptionIDs
  }
}
