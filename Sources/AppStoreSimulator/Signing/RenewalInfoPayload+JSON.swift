extension RenewalInfoPayload {
  /// The payload's JSON: the bytes `JSONEncoder` writes with sorted keys, written directly.
  func jsonBytes() -> [UInt8] {
    var object = SortedJSONObject()
    object.add("appAccountToken", appAccountToken)
    object.add("appTransactionId", appTransactionId)
    object.add("autoRenewProductId", autoRenewProductId)
    object.add("autoRenewStatus", autoRenewStatus)
    object.add("currency", currency)
    object.add("eligibleWinBackOfferIds", eligibleWinBackOfferIds)
    object.add("environment", environment)
    object.add("expirationIntent", expirationIntent)
    object.add("gracePeriodExpiresDate", gracePeriodExpiresDate)
    object.add("isInBillingRetryPeriod", isInBillingRetryPeriod)
    object.add("offerDiscountType", offerDiscountType)
    object.add("offerIdentifier", offerIdentifier)
    object.add("offerPeriod", offerPeriod)
    object.add("offerType", offerType)
    object.add("originalTransactionId", originalTransactionId)
    object.add("priceIncreaseStatus", priceIncreaseStatus)
    object.add("productId", productId)
    object.add("recentSubscriptionStartDate", recentSubscriptionStartDate)
    object.add("renewalDate", renewalDate)
    object.add("renewalPrice", renewalPrice)
    object.add("signedDate", signedDate)
    return object.finish()
  }
}
