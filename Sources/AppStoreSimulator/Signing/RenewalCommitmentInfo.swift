/// Renewal info's `commitmentInfo` while a 12-month commitment runs, with Apple's keys
/// (`RenewalCommitmentInfo`): whether the commitment renews, to what, when and at what price.
public struct RenewalCommitmentInfo: Codable, Sendable, Equatable {
  public var commitmentAutoRenewProductId: String?
  /// 1 when the commitment renews for another twelve months, 0 once cancelled.
  public var commitmentAutoRenewStatus: Int
  /// "MONTHLY".
  public var commitmentRenewalBillingPlanType: String?
  public var commitmentRenewalDate: Int64?
  /// Milliunits, the next commitment's whole price.
  public var commitmentRenewalPrice: Int64?

  /// The object's JSON, keys sorted as `JSONEncoder` sorts them.
  func jsonBytes() -> [UInt8] {
    var object = SortedJSONObject(capacity: 192)
    object.add("commitmentAutoRenewProductId", commitmentAutoRenewProductId)
    object.add("commitmentAutoRenewStatus", commitmentAutoRenewStatus)
    object.add("commitmentRenewalBillingPlanType", commitmentRenewalBillingPlanType)
    object.add("commitmentRenewalDate", commitmentRenewalDate)
    object.add("commitmentRenewalPrice", commitmentRenewalPrice)
    return object.finish()
  }
}
