import Catalog
import SQLite

extension AppStore {
  /// The renewal info of `subscription` as signed at `now`.
  func renewalInfoPayload(_ subscription: SubscriptionRow, at now: Int64) throws(SQLiteError) -> RenewalInfoPayload {
    let storefront = try accountStorefront(subscription.accountID)
    let renewing = catalog.product(subscription.autoRenewProductID)
    var price = try regularRenewalPrice(of: subscription, in: storefront)
    let priceIncreaseStatus = subscription.priceIncrease.flatMap {
      $0.applies(to: subscription.autoRenewProductID, in: storefront.id) ? $0.payloadStatus : nil
    }
    var offer: AppliedOffer?
    if let (continuing, kind) = continuingOffer(of: subscription, renewingTo: renewing),
      let offerPrice = continuing.prices[storefront.id]
    {
      price = offerPrice.milliunits
      offer = AppliedOffer(
        type: kind, id: continuing.id, paymentMode: .payAsYouGo, period: continuing.period,
        periods: continuing.periods, price: offerPrice)
    } else if let (waiting, kind) = waitingOffer(of: subscription, renewingTo: renewing) {
      let next = applied(waiting, kind: kind, storefront: storefront)
      price = next.price.milliunits
      offer = next
    }
    var payload = RenewalInfoPayload(
      originalTransactionId: String(subscription.originalTransactionID),
      autoRenewProductId: subscription.autoRenewProductID, productId: subscription.productID,
      autoRenewStatus: subscription.autoRenew ? 1 : 0,
      isInBillingRetryPeriod: subscription.status == .billingRetry || subscription.status == .gracePeriod,
      priceIncreaseStatus: priceIncreaseStatus,
      gracePeriodExpiresDate: subscription.status == .gracePeriod
        ? subscription.graceExpiresMilliseconds : nil,
      expirationIntent: subscription.status == .expired || subscription.status == .revoked
        ? subscription.expirationIntent : nil,
      offerType: offer?.type.rawValue, offerIdentifier: offer?.id,
      offerDiscountType: offer?.paymentMode.discountTypeName, offerPeriod: offer?.totalPeriod.description,
      eligibleWinBackOfferIds: try eligibleWinBackOfferIDs(subscription, at: now),
      signedDate: now, environment: environment.rawValue,
      recentSubscriptionStartDate: subscription.recentStartMilliseconds, renewalDate: subscription.expiresMilliseconds,
      renewalPrice: price, currency: storefront.currency,
      appAccountToken: try transactionRow(subscription.latestTransactionID)?.appAccountToken,
      appTransactionId: AppTransactionID.make(account: subscription.accountID, bundleID: catalog.app.bundleID))
    if let commitment = subscription.commitment, [.active, .billingRetry].contains(subscription.status) {
      payload.renewalBillingPlanType = commitment.nextPaymentIsMonthly ? BillingPlanType.monthly.rawValue : nil
      payload.commitmentInfo = RenewalCommitmentInfo(
        commitmentAutoRenewProductId: subscription.autoRenewProductID,
        commitmentAutoRenewStatus: commitment.autoRenew ? 1 : 0,
        commitmentRenewalBillingPlanType: commitment.autoRenew ? BillingPlanType.monthly.rawValue : nil,
        commitmentRenewalDate: commitment.expiresMilliseconds,
        commitmentRenewalPrice: commitment.autoRenew
          ? commitmentPlan(of: subscription)?.commitmentPrice(in: storefront.id)?.milliunits : nil)
    }
    return payload
  }
}
