import Catalog
import SQLite

extension AppStore {
  /// Raises the renewal price of subscription `originalID` to `price` (in its account
  /// storefront's currency), as a developer raising a price in App Store Connect does for
  /// existing subscribers: the customer is asked to consent (PRICE_INCREASE/PENDING) and the
  /// subscription expires at the end of the period without consent; with `consentRequired`
  /// false the increase is only notified (PRICE_INCREASE/ACCEPTED) and the next renewal charges it.
  public func increasePrice(originalID: Int64, to price: Price, consentRequired: Bool = true) throws(StoreError) {
    try change { now in
      var subscription = try renewingSubscription(originalID)
      let storefront = try accountStorefront(subscription.accountID)
      let current = try renewalInfoPayload(subscription, at: now).renewalPrice
      guard price.milliunits > current else {
        throw StoreError.invalidRequest(
          "\(price.text(minorDigits: storefront.minorDigits)) \(storefront.currency) is not an increase over the "
            + "renewal price of \(Price(milliunits: current).text(minorDigits: storefront.minorDigits)) "
            + "\(storefront.currency)")
      }
      subscription.priceIncrease = PriceIncrease(
        productID: subscription.autoRenewProductID, storefront: storefront.id, milliunits: price.milliunits,
        state: consentRequired ? .pending : .agreed)
      try subscription.save(in: database)
      try notify(
        .priceIncrease, subtype: consentRequired ? .pending : .accepted,
        transactionID: subscription.latestTransactionID, subscription: subscription, at: now)
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
    guard let subscription = try subscription(originalID: originalID),
      [.active, .gracePeriod, .billingRetry].contains(subscription.status)
    else { throw StoreError.invalidRequest("there is no active subscription \(originalID)") }
    guard subscription.autoRenew else {
      throw StoreError.invalidRequest("subscription \(originalID) does not renew (auto-renew is off)")
    }
    return subscription
  }
}
