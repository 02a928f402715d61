import Catalog
import SQLite
import StoreWire

extension AppStore {
  /// The win-back offers `subscription`'s customer may redeem now, best first (the lapsed plan's
  /// own offers, then the group's other plans', in catalog order), by Apple's rules: the
  /// subscription expired (a churned customer: not active, in billing retry, in a grace period or
  /// revoked), the customer paid for at least the offer's months of service in the group, it ended
  /// within the offer's range of months ago, and the offer was never redeemed, or its wait passed
  /// since the last redemption's offer ended. Months of paid service count each paid period of a
  /// plan as its length (a month 30 days, a year 365); months since count 30 days of store time.
  func eligibleWinBackOffers(_ subscription: SubscriptionRow, at now: Int64) throws(SQLiteError)
    -> [(product: Product, offer: SubscriptionOffer)]
  {
    // A member's lapsed family access is not a churned subscriber of its own.
    guard subscription.status == .expired, subscription.sharedFromOriginalID == nil else { return [] }
    let plans = catalog.products.filter { $0.subscription?.groupID == subscription.groupID }
    let offers = plans.flatMap { plan in (plan.subscription?.winBackOffers ?? []).map { (plan, $0) } }
    guard !offers.isEmpty else { return [] }
    let month = periods.pace.milliseconds(ofDays: 30)
    let monthsSince = month > 0 ? Int((now - subscription.expiresMilliseconds) / month) : 0
    let paidDays = try database.query(
      """
      SELECT product_id, count(*) FROM store_transaction
      WHERE account_id = ? AND group_id = ? AND price_milliunits > 0 AND revocation_ms IS NULL
        AND shared_from_id IS NULL
      GROUP BY product_id
      """, subscription.accountID, subscription.groupID
    ) { row in
      (catalog.product(row.text(0))?.subscription?.period.approximateDays ?? 0) * row.int(1)
    }.reduce(0, +)
    var eligible: [(product: Product, offer: SubscriptionOffer)] = []
    for (plan, offer) in offers {
      let rules = offer.winBack ?? .standard
      guard paidDays >= rules.paidMonths * 30, rules.monthsSinceLastSubscribed.contains(max(monthsSince, 0)),
        let id = offer.id
      else { continue }
      let lastEnd = try database.first(
        """
        SELECT max(expires_ms) FROM store_transaction
        WHERE account_id = ? AND product_id = ? AND offer_type = ? AND offer_id = ?
        """, subscription.accountID, plan.id, OfferType.winBack.rawValue, id
      ) { $0.optionalInt64(0) }
      if let lastEnd = lastEnd ?? nil {
        guard let wait = rules.waitMonths, now - lastEnd >= Int64(wait) * month else { continue }
      }
      eligible.append((plan, offer))
    }
    // The plan the customer left comes first.
    return eligible.filter { $0.product.id == subscription.autoRenewProductID }
      + eligible.filter { $0.product.id != subscription.autoRenewProductID }
  }

  /// The win-back offer of `product` a purchase now gets: the one asked for (`offerID`), or the best
  /// one when none is asked for, as StoreKit adds it on its own; nil when the customer is not eligible.
  func winBackOffer(
    for product: Product, lapsed subscription: SubscriptionRow?, offerID: String?, at now: Int64
  ) throws(SQLiteError) -> SubscriptionOffer? {
    guard let subscription else { return nil }
    let eligible = try eligibleWinBackOffers(subscription, at: now).filter { $0.product.id == product.id }
    if let offerID { return eligible.first { $0.offer.id == offerID }?.offer }
    return eligible.first?.offer
  }

  /// The ids of the win-back offers a customer with `subscription` may redeem now (renewal info's
  /// `eligibleWinBackOfferIds`); nil when there are none.
  func eligibleWinBackOfferIDs(_ subscription: SubscriptionRow, at now: Int64) throws(SQLiteError) -> [String]? {
    let ids = try eligibleWinBackOffers(subscription, at: now).compactMap(\.offer.id)
    return ids.isEmpty ? nil : ids
  }
}
