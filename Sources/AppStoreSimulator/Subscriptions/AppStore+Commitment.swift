import Catalog

extension AppStore {
  /// A new 12-month commitment starting at `start`, paid `monthly` a month: its first
  /// payment, its end twelve calendar months on, renewing, at twelve times the monthly price.
  func newCommitment(from start: Int64, monthly: Price) -> SubscriptionCommitment {
    SubscriptionCommitment(
      period: 1, expiresMilliseconds: periods.end(of: Period(CommitmentPlan.payments, .month), from: start),
      autoRenew: true, priceMilliunits: monthly.milliunits * Int64(CommitmentPlan.payments))
  }

  /// The commitment plan of the product `subscription` is on now, if it has one.
  func commitmentPlan(of subscription: SubscriptionRow) -> CommitmentPlan? {
    catalog.product(subscription.productID)?.subscription?.commitmentPlan
  }
}
