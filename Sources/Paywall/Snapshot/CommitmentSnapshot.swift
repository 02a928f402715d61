public import FoundationEssentials

/// A one-year plan's monthly billing with a 12-month commitment, as the storefront sells it: what
/// the rules look for beside each other on the screen.
public struct CommitmentSnapshot: Sendable, Hashable {
  /// The monthly payment as an exact amount.
  public var monthlyPrice: Decimal
  /// The whole commitment as an exact amount.
  public var totalPrice: Decimal
  /// The monthly payment, formatted for the storefront.
  public var monthlyDisplayPrice: String
  /// The whole commitment (twelve payments), formatted for the storefront.
  public var totalDisplayPrice: String
  /// How many monthly payments one commitment has.
  public var payments: Int

  /// A commitment plan.
  public init(
    monthlyPrice: Decimal, monthlyDisplayPrice: String, totalPrice: Decimal, totalDisplayPrice: String, payments: Int
  ) {
    self.monthlyPrice = monthlyPrice
    self.totalPrice = totalPrice
    self.monthlyDisplayPrice = monthlyDisplayPrice
    self.totalDisplayPrice = totalDisplayPrice
    self.payments = payments
  }
}
