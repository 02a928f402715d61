import FoundationEssentials
import Storefront

/// A purchase on the device, for `--json`.
struct AppPurchaseReport: Encodable {
  var result: String
  var transactionId: String?
  var orderId: String?
  var productId: String?
  var nextProductId: String?
  var reason: String?
  var credited: Int64?
  var coins: Int64?

  init(
    result: String, transaction: Transaction? = nil, nextProductId: String? = nil, reason: String? = nil,
    coins: Int64? = nil, credited: Int64? = nil
  ) {
    self.result = result
    transactionId = transaction.map { String($0.id) }
    orderId = transaction.map(AppOutput.orderID)
    productId = transaction?.productID
    self.nextProductId = nextProductId
    self.reason = reason
    self.credited = credited
    self.coins = coins
  }
}

/// A restore, for `--json`.
struct RestoreReport: Encodable {
  var result: String
  var products: [String]
  var note: String
}

/// One of the device's transactions, for `--json`.
struct AppTransactionReport: Encodable {
  var transactionId: String?
  var orderId: String?
  var originalTransactionId: String?
  var productId: String?
  var reason: String?
  var quantity: Int?
  var purchaseDate: String?
  var expiresDate: String?
  var revocationDate: String?
  var isUpgraded: Bool?
  /// The offer it was bought with: `offerType` (1 introductory, 2 promotional, 3 offer code,
  /// 4 win-back) and `offerIdentifier`, as signed.
  var offerType: Int?
  var offerIdentifier: String?
  /// "MONTHLY" and the payment's number for a payment of a 12-month commitment, as signed.
  var billingPlanType: String?
  var billingPeriodNumber: Int?
  var verified: Bool
  var failure: String?
  /// The signed transaction as received, StoreKit's `jwsRepresentation`: what the app sends to
  /// its server.
  var jwsRepresentation: String

  init(_ transaction: Transaction?, jws: String, verified: Bool, reason failure: String? = nil) {
    jwsRepresentation = jws
    transactionId = transaction.map { String($0.id) }
    orderId = transaction.map(AppOutput.orderID)
    originalTransactionId = transaction.map { String($0.originalID) }
    productId = transaction?.productID
    reason = transaction?.rawReason
    quantity = transaction?.purchasedQuantity
    purchaseDate = transaction.map { DateText.iso($0.purchaseDate) }
    expiresDate = transaction?.expirationDate.map(DateText.iso)
    revocationDate = transaction?.revocationDate.map(DateText.iso)
    isUpgraded = transaction?.isUpgraded
    offerType = transaction?.offerType?.rawValue
    offerIdentifier = transaction?.offerID
    billingPlanType = transaction?.rawBillingPlanType
    billingPeriodNumber = transaction?.commitment?.billingPeriodNumber
    self.verified = verified
    self.failure = failure
  }
}
