/// Where a payment of a 12-month commitment stands, as its transaction signs it (StoreKit's
/// `Transaction.CommitmentInfo`): which payment, of how many, when the commitment ends and its
/// whole price.
public struct TransactionCommitment: Sendable, Equatable, Decodable {
  /// `billingPeriodNumber`: 1 to 12.
  public var billingPeriodNumber: Int
  /// `totalBillingPeriods`: 12.
  public var totalBillingPeriods: Int
  /// `commitmentExpiresDate`, epoch milliseconds.
  public var expirationDate: Int64
  /// `commitmentPrice`, milliunits of the transaction's currency.
  public var priceMilliunits: Int64

  private enum Key: String, CodingKey {
    case billingPeriodNumber, totalBillingPeriods, commitmentExpiresDate, commitmentPrice
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    billingPeriodNumber = try container.decode(Int.self, forKey: .billingPeriodNumber)
    totalBillingPeriods = try container.decode(Int.self, forKey: .totalBillingPeriods)
    expirationDate = try container.decode(Int64.self, forKey: .commitmentExpiresDate)
    priceMilliunits = try container.decode(Int64.self, forKey: .commitmentPrice)
  }
}
