/// The account a message speaks of: unbound when the message appears (the effect it reports has
/// just run), bound to the facts of the next account load, and over once a load brings other facts
/// (a refund, a renewal, an expiry, a purchase elsewhere).
public struct AccountMoment: Sendable, Equatable {
  /// The facts the message describes; nil until the first load after it.
  public var facts: AccountFacts?

  /// A moment bound to `facts`, or unbound (the default) to take the next load's.
  public init(facts: AccountFacts? = nil) {
    self.facts = facts
  }

  /// Whether the message still describes `account`: the first load binds it, later ones must agree.
  public mutating func holds(for account: AccountSnapshot) -> Bool {
    let now = AccountFacts(account)
    guard let facts else {
      facts = now
      return true
    }
    return facts == now
  }
}
