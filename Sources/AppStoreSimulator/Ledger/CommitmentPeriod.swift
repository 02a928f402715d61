import Catalog

/// Where one monthly payment of a 12-month commitment stands (a transaction's `commitmentInfo`):
/// which payment it is, when the commitment ends and what the whole commitment costs.
struct CommitmentPeriod: Equatable {
  /// The payment's number, 1 to 12 (`billingPeriodNumber`).
  var number: Int
  /// The end of the whole commitment (`commitmentExpiresDate`).
  var expiresMilliseconds: Int64
  /// The whole commitment's price in milliunits (`commitmentPrice`).
  var priceMilliunits: Int64

  /// The signed `commitmentInfo`.
  var payload: TransactionCommitmentInfo {
    TransactionCommitmentInfo(
      billingPeriodNumber: number, commitmentExpiresDate: expiresMilliseconds, commitmentPrice: priceMilliunits,
      totalBillingPeriods: CommitmentPlan.payments)
  }
}
