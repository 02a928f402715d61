/// The four kinds of in-app purchase.
public enum ProductType: String, Sendable, Hashable, CaseIterable {
  /// Used up and bought again (coins); never restored.
  case consumable
  /// Bought once, owned forever, restorable (premium).
  case nonConsumable
  /// Renews every period until cancelled; lives in a subscription group.
  case autoRenewable
  /// Access for a fixed duration, bought again by hand; restorable.
  case nonRenewing

  /// The type a signed transaction's `type` field names ("Non-Consumable"), or nil for a name
  /// none of the four has.
  public init?(transactionTypeName name: String) {
    guard let type = Self.allCases.first(where: { $0.transactionTypeName == name }) else { return nil }
    self = type
  }

  /// The value of the signed transaction's `type` field.
  public var transactionTypeName: String {
    switch self {
    case .consumable: "Consumable"
    case .nonConsumable: "Non-Consumable"
    case .autoRenewable: "Auto-Renewable Subscription"
    case .nonRenewing: "Non-Renewing Subscription"
    }
  }
}
