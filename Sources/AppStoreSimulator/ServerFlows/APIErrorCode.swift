/// The App Store Server API error codes the store's flows answer with (Apple's numbers; the HTTP
/// status is the first three digits).
public enum APIErrorCode: Int, Sendable, CaseIterable {
  case generalBadRequest = 4_000_000
  case invalidTransactionID = 4_000_006
  case invalidOriginalTransactionID = 4_000_008
  case invalidExtendByDays = 4_000_009
  case invalidExtendReasonCode = 4_000_010
  case invalidRequestIdentifier = 4_000_011
  case invalidTestNotificationToken = 4_000_020
  case invalidProductID = 4_000_023
  case invalidEmptyStorefrontCountryCodeList = 4_000_027
  case invalidStorefrontCountryCode = 4_000_028
  case invalidCustomerConsented = 4_000_035
  case invalidDeliveryStatus = 4_000_036
  case invalidRefundPreference = 4_000_044
  case familyTransactionNotSupported = 4_000_185
  case consumptionPercentageAutoRenewable = 4_000_209
  case subscriptionExtensionIneligible = 4_030_004
  case subscriptionMaxExtension = 4_030_005
  case originalTransactionIDNotFound = 4_040_005
  case testNotificationNotFound = 4_040_008
  case statusRequestNotFound = 4_040_009
  case transactionIDNotFound = 4_040_010
  case rateLimitExceeded = 4_290_000
  case generalInternal = 5_000_000

  /// The HTTP status Apple sends with the code (its first three digits).
  public var httpStatus: Int { rawValue / 10_000 }

  /// Apple's `errorMessage` where one is known, else a plain description.
  public var message: String {
    switch self {
    case .generalBadRequest: "Invalid request."
    case .invalidTransactionID: "Invalid transaction id."
    case .invalidOriginalTransactionID: "Invalid original transaction id."
    case .invalidExtendByDays: "Invalid extend by days value."
    case .invalidExtendReasonCode: "Invalid extend reason code."
    case .invalidRequestIdentifier: "Invalid request identifier."
    case .invalidTestNotificationToken: "Invalid request. The test notification token is invalid."
    case .invalidProductID: "Invalid request. The product id parameter is invalid."
    case .invalidEmptyStorefrontCountryCodeList: "Invalid request. The storefront country code list is empty."
    case .invalidStorefrontCountryCode: "Invalid request. A storefront country code is invalid."
    case .invalidCustomerConsented: "Invalid request. The customer consented field is invalid."
    case .invalidDeliveryStatus: "Invalid request. The delivery status field is invalid."
    case .invalidRefundPreference: "Invalid request. The refund preference field is invalid."
    case .familyTransactionNotSupported:
      "Invalid request. Family Sharing transactions aren't supported by this endpoint."
    case .consumptionPercentageAutoRenewable:
      "Invalid request. Consumption percentage is not allowed for auto-renewable subscriptions."
    case .subscriptionExtensionIneligible: "Forbidden - subscription state ineligible for extension."
    case .subscriptionMaxExtension: "Forbidden - subscription has reached maximum extension count."
    case .originalTransactionIDNotFound: "Original transaction id not found."
    case .testNotificationNotFound: "Either the test notification doesn't exist or it's not available yet."
    case .statusRequestNotFound: "The server didn't find a subscription-renewal-date extension request."
    case .transactionIDNotFound: "Transaction id not found."
    case .rateLimitExceeded: "Rate limit exceeded."
    case .generalInternal: "An unknown error occurred."
    }
  }
}
