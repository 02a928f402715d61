import Catalog
import SQLite

extension AppStore {
  /// Raises the price of subscription `originalID`'s renewing product in its account's storefront
  /// to `price` (in that storefront's currency), as a developer raising a price in App Store
  /// Connect: new purchases pay it at once, and this subscriber, like every other one renewing to
  /// the product there, is asked to consent (PRICE_INCREASE/PENDING; without consent the
  /// subscription expires at the end of the period) or, with `consentRequired` false, only
  /// notified (PRICE_INCREASE/ACCEPTED) and charged at the next renewal.
  public func increasePrice(originalID: Int64, to price: Price, consentRequired: Bool = true) throws(StoreError) {
    try change { now in
      let subscription = try renewingSubscription(originalID)
      guard subscription.commitment == nil else {
        throw StoreError.invalidRequest(
          "subscription \(originalID) is billed monthly within a 12-month commitment, whose price does not change")
      }
      let storefront = try accountStorefront(subscription.accountID)
      let current = try regularRenewalPrice(of: subscription, in: storefront)
      guard price.milliunits > current, let product = catalog.product(subscription.autoRenewProductID) else {
        throw StoreError.invalidRequest(
          "\(price.text(minorDigits: storefront.minorDigits)) \(storefront.currency) is not an increase over the "
            + "renewal price of \(Price(milliunits: current).text(minorDigits: storefront.minorDigits)) "
            + "\(storefront.currency)")
      }
      _ = try applyPrice(
        price, of: product, in: storefront, existing: consentRequired ? .askConsent : .notify, at: now)
    }
  }

  /// The customer's answer to a pending price increase of subscription `originalID`: consent
  /// (PRICE_INCREASE/ACCEPTED; renewals charge the new price) or decline (auto-renew turns
  /// off and the subscription expires at the end of the period, for price increase).
  public func respondToPriceIncrease(originalID: Int64, consent: Bool) throws(StoreError) {
    try change { now in
      var subscription = try renewingSubscription(originalID)
      guard var increase = subscription.priceIncrease, increase.state == .pending else {
        throw StoreError.invalidRequest("subscription \(originalID) has no price increase waiting for consent")
      }
      if consent {
        increase.state = .agreed
        subscription.priceIncrease = increase
        try subscription.save(in: database)
        try notify(
          .priceIncrease, subtype: .accepted, transactionID: subscription.latestTransactionID,
          subscription: subscription, at: now)
      } else {
        try switchAutoRenew(&subscription, on: false, intent: 3, at: now)
      }
    }
  }

  /// Subscription `originalID` if it is still in force and set to renew (inside a write transaction).
  private func renewingSubscription(_ originalID: Int64) throws -> SubscriptionRow {
    guard let subscription = try purchasedSubscription(originalID),
      subscription.isInForce
    else { throw StoreError.invalidRequest("there is no active subscription \(originalID)") }
    guard subscription.autoRenew else {
      throw StoreError.invalidRequest("subscription \(originalID) does not renew (auto-renew is off)")
    }
    return subscription
  }
}
