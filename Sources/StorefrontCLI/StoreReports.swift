import AppStoreSimulator
import Catalog
import FoundationEssentials

/// The `--json` and text forms of store objects for the command line.
struct TransactionReport: Encodable {
  var transactionId: String
  var orderId: String
  var originalTransactionId: String
  var productId: String
  var type: String
  var purchaseDate: String
  var expiresDate: String?
  var quantity: Int
  var price: String
  var currency: String
  var storefront: String
  var reason: String
  var offerType: Int?
  var isUpgraded: Bool
  var revocationDate: String?
  var device: String?
  /// "MONTHLY" and which payment it is, for a payment of a 12-month commitment.
  var billingPlanType: String?
  var billingPeriodNumber: Int?
  var jws: String

  init(_ transaction: StoreTransaction, catalog: Catalog) {
    transactionId = String(transaction.id)
    orderId = transaction.orderID
    originalTransactionId = String(transaction.originalID)
    productId = transaction.productID
    type = transaction.productType.transactionTypeName
    purchaseDate = DateText.iso(transaction.purchaseDate)
    expiresDate = transaction.expiresDate.map(DateText.iso)
    quantity = transaction.quantity
    let digits = catalog.storefront(transaction.storefront)?.minorDigits ?? 2
    price = Price(milliunits: transaction.priceMilliunits).text(minorDigits: digits)
    currency = transaction.currency
    storefront = transaction.storefront
    reason = transaction.reason.rawValue
    offerType = transaction.offerType?.rawValue
    isUpgraded = transaction.isUpgraded
    revocationDate = transaction.revocationDate.map(DateText.iso)
    device = transaction.deviceName
    billingPeriodNumber = transaction.commitmentPeriodNumber
    billingPlanType = billingPeriodNumber == nil ? nil : BillingPlanType.monthly.rawValue
    jws = transaction.jws
  }

  /// One line, control characters escaped:
  /// `2000000000000001  com.iaptutorial.coins  PURCHASE  0.99 USD  2026-01-01T00:00:00Z`.
  var line: String {
    var text = "\(transactionId)  \(productId)  \(reason)  \(price) \(currency)  \(purchaseDate)"
    if let expiresDate { text += "  expires \(expiresDate)" }
    if quantity > 1 { text += "  x\(quantity)" }
    if let offerType { text += "  offer \(offerType)" }
    if isUpgraded { text += "  upgraded" }
    if let revocationDate { text += "  revoked \(revocationDate)" }
    text += "  order \(orderId)"
    return TerminalSafeText.line(text)
  }
}

/// A purchase result for the command line.
struct PurchaseReport: Encodable {
  var result: String
  var transaction: TransactionReport?
  var pendingId: Int64?
  var error: String?
  var nextProductId: String?

  init(_ result: StorePurchaseResult, catalog: Catalog) {
    switch result {
    case .purchased(let transaction):
      self.result = "purchased"
      self.transaction = TransactionReport(transaction, catalog: catalog)
    case .alreadyOwned(let transaction):
      self.result = "alreadyOwned"
      self.transaction = TransactionReport(transaction, catalog: catalog)
    case .planChangeScheduled(let current, let next):
      self.result = "planChangeScheduled"
      self.transaction = TransactionReport(current, catalog: catalog)
      nextProductId = next
    case .pending(let pending):
      self.result = "pending (\(pending.kind.rawValue))"
      pendingId = pending.id
    case .userCancelled:
      self.result = "userCancelled"
    case .failed(let code):
      self.result = "failed"
      error = code.rawValue
    }
  }

  /// One line, control characters escaped.
  var line: String {
    let text =
      switch result {
      case "purchased": "purchased: \(transaction!.line)"
      case "alreadyOwned": "already owned, not charged again: \(transaction!.line)"
      case "planChangeScheduled":
        "plan change to \(nextProductId!) at the next renewal (now: \(transaction!.productId))"
      case "userCancelled": "cancelled by the user; nothing charged"
      case "failed": "failed: \(error!); nothing charged"
      default: "\(result): pending purchase \(pendingId!) (approve, decline or resolve it with storefront store)"
      }
    return TerminalSafeText.line(text)
  }
}

/// A notification for the command line, with its payload decoded.
struct NotificationReport: Encodable {
  var sequence: Int64
  var notificationType: String
  var subtype: String?
  var notificationUUID: String
  var signedDate: String
  var transactionId: String?
  var productId: String?
  var status: Int?
  var signedPayload: String

  init(_ notification: StoredNotification, payload: NotificationPayload?, transaction: TransactionPayload?) {
    sequence = notification.sequence
    notificationType = notification.type
    subtype = notification.subtype
    notificationUUID = notification.uuid
    signedDate = DateText.iso(notification.signedDate)
    transactionId = transaction?.transactionId
    productId = transaction?.productId
    status = payload?.data?.status
    signedPayload = notification.jws
  }

  /// One line, control characters escaped.
  var line: String {
    var text = "#\(sequence)  \(signedDate)  \(notificationType)"
    if let subtype { text += "/\(subtype)" }
    if let transactionId, let productId { text += "  \(productId) \(transactionId)" }
    if let status { text += "  status \(status)" }
    return TerminalSafeText.line(text)
  }
}
