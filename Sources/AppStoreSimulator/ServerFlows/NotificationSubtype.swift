/// The `subtype` values of App Store Server Notifications V2 this store sends.
public enum NotificationSubtype: String, Sendable, CaseIterable {
  case accepted = "ACCEPTED"
  case autoRenewDisabled = "AUTO_RENEW_DISABLED"
  case autoRenewEnabled = "AUTO_RENEW_ENABLED"
  case billingRecovery = "BILLING_RECOVERY"
  case billingRetry = "BILLING_RETRY"
  case downgrade = "DOWNGRADE"
  case failure = "FAILURE"
  case gracePeriod = "GRACE_PERIOD"
  case initialBuy = "INITIAL_BUY"
  case pending = "PENDING"
  case priceIncrease = "PRICE_INCREASE"
  case productNotForSale = "PRODUCT_NOT_FOR_SALE"
  case resubscribe = "RESUBSCRIBE"
  case summary = "SUMMARY"
  case upgrade = "UPGRADE"
  case voluntary = "VOLUNTARY"
}
