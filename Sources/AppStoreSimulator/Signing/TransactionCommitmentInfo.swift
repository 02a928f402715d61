/// A commitment plan transaction's `commitmentInfo`, with Apple's keys
/// (`TransactionCommitmentInfo`): which monthly payment it is, of how many, when the commitment
/// ends and what it costs in all.
public struct TransactionCommitmentInfo: Codable, Sendable, Equatable {
  /// 1 to 12.
  public var billingPeriodNumber: Int
  public var commitmentExpiresDate: Int64
  /// Milliunits: 65880 for 65.88.
  public var commitmentPrice: Int64
  /// 12.
  public var totalBillingPeriods: Int

  /// The object's JSON, keys sorted as `JSONEncoder` sorts them.
  func jsonBytes() -> [UInt8] {
    var object = SortedJSONObject(capacity: 128)
    object.add("billingPeriodNumber", billingPeriodNumber)
    object.add("commitmentExpiresDate", commitmentExpiresDate)
    object.add("commitmentPrice", commitmentPrice)
    object.add("totalBillingPeriods", totalBillingPeriods)
    return object.finish()
  }
}
