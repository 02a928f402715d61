/// A one-year plan's other way to pay, as its card and purchase sheet say it: monthly with a
/// 12-month commitment, its monthly price beside the commitment's total.
public struct CommitmentOption: Sendable, Equatable {
  /// The card's line: "or €5.49/month for 12 months, with a commitment: €65.88 in total".
  public var terms: String
  /// The monthly payment alone ("€5.49") and with its period ("€5.49/month").
  public var monthlyPrice: String
  public var monthlyPriceWithPeriod: String
  /// The monthly payment's period as the card writes one ("/month").
  public var periodText: String
  /// The commitment's length ("12 months") and its total ("€65.88").
  public var length: String
  public var total: String

  /// An option.
  public init(
    terms: String, monthlyPrice: String, monthlyPriceWithPeriod: String, periodText: String, length: String,
    total: String
  ) {
    self.terms = terms
    self.monthlyPrice = monthlyPrice
    self.monthlyPriceWithPeriod = monthlyPriceWithPeriod
    self.periodText = periodText
    self.length = length
    self.total = total
  }
}
