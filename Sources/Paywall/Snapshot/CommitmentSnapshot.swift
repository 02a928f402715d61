/// A one-year plan's monthly billing with a 12-month commitment, as the storefront sells it: what
/// the rules look for beside each other on the screen.
public struct CommitmentSnapshot: Sendable, Hashable {
  /// The monthly payment, formatted for the storefront.
  public var monthlyDisplayPrice: String
  /// The whole commitment (twelve payments), formatted for the storefront.
  public var totalDisplayPrice: String
  /// How many monthly payments one commitment has.
  public var payments: Int

  /// A commitment plan.
  public init(monthlyDisplayPrice: String, totalDisplayPrice: String, payments: Int) {
    self.monthlyDisplayPrice = monthlyDisplayPrice
    self.totalDisplayPrice = totalDisplayPrice
    self.payments = payments
  }
}
