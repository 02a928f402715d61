/// What a message about the account is true of: the device's coins and unlocks, the subscriptions
/// and which transactions stand or were refunded; not the store's clock or switches, and not the
/// names (a language switch changes no fact).
public struct AccountFacts: Sendable, Equatable {
  /// The device and the account.
  public var device: String
  public var account: String
  /// The coins the device holds.
  public var coins: Int64
  /// Whether Premium is unlocked.
  public var premiumUnlocked: Bool
  /// Every subscription, with its name left out.
  public var subscriptions: [SubscriptionLine]
  /// Every transaction id, newest first.
  public var transactions: [UInt64]
  /// The transactions refunded or revoked.
  public var revoked: Set<UInt64>

  /// The facts of `account`.
  public init(_ account: AccountSnapshot) {
    device = account.device
    self.account = account.account
    coins = account.coins
    premiumUnlocked = account.premiumUnlocked
    subscriptions = account.subscriptions.map {
      var line = $0
      line.title = ""
      return line
    }
    transactions = account.history.map(\.transactionID)
    revoked = Set(account.history.filter(\.revoked).map(\.transactionID))
  }
}
