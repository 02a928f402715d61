import StoreWire
import Catalog
import SQLite

/// One row of `store_transaction`: everything a signed transaction says, so that it can be
/// signed again when it changes (a refund, an upgrade).
struct TransactionRow {
  var transactionID: Int64
  var originalTransactionID: Int64
  var webOrderLineItemID: Int64?
  var accountID: String
  var deviceID: Int64?
  var productID: String
  var productType: ProductType
  var groupID: String?
  var purchaseMilliseconds: Int64
  var originalPurchaseMilliseconds: Int64
  var expiresMilliseconds: Int64?
  var quantity: Int
  var priceMilliunits: Int64
  var currency: String
  var storefront: String
  var storefrontID: String
  var offerType: OfferType?
  var offerID: String?
  var offerDiscountType: String?
  var offerPeriod: String?
  var reason: TransactionReason
  var appAccountToken: String?
  var isUpgraded: Bool
  var revocationMilliseconds: Int64?
  var revocationReason: Int?
  /// The order id of the purchase, as on the customer's receipt (see `OrderID`).
  var orderID: String
  /// How a refund or revocation was made (`REFUND_FULL`, `REFUND_PRORATED`, `FAMILY_REVOKE`).
  var revocationType: RevocationType?
  /// The share refunded, in milliunits of a percent (100000 = 100 %).
  var revocationPercentage: Int?
  /// For a family member's access to a purchase (Family Sharing), the purchaser's transaction it
  /// shares; nil for a purchase (`inAppOwnershipType` `FAMILY_SHARED` or `PURCHASED`).
  var sharedFromID: Int64?
  /// For one monthly payment of a 12-month commitment, where it stands in the commitment; nil
  /// for anything billed up front.
  var commitment: CommitmentPeriod?

  /// The columns in `init(row:)` order.
  static let columns = """
    transaction_id, original_transaction_id, web_order_line_item_id, account_id, device_id, product_id,
    product_type, group_id, purchase_ms, original_purchase_ms, expires_ms, quantity, price_milliunits, currency,
    storefront, storefront_id, offer_type, offer_id, offer_discount_type, offer_period, reason, app_account_token,
    is_upgraded, revocation_ms, revocation_reason, order_id, revocation_type, revocation_percentage, shared_from_id,
    commitment_period, commitment_expires_ms, commitment_price
    """
  /// How many columns `columns` names.
  static let columnCount = columns.split(separator: ",").count

  init(
    transactionID: Int64, originalTransactionID: Int64, webOrderLineItemID: Int64?, accountID: String,
    deviceID: Int64?, productID: String, productType: ProductType, groupID: String?, purchaseMilliseconds: Int64,
    originalPurchaseMilliseconds: Int64, expiresMilliseconds: Int64?, quantity: Int, priceMilliunits: Int64,
    currency: String, storefront: String, storefrontID: String, offer: AppliedOffer?, reason: TransactionReason,
    appAccountToken: String?
  ) {
    self.transactionID = transactionID
    self.originalTransactionID = originalTransactionID
    self.webOrderLineItemID = webOrderLineItemID
    self.accountID = accountID
    self.deviceID = deviceID
    self.productID = productID
    self.productType = productType
    self.groupID = groupID
    self.purchaseMilliseconds = purchaseMilliseconds
    self.originalPurchaseMilliseconds = originalPurchaseMilliseconds
    self.expiresMilliseconds = expiresMilliseconds
    self.quantity = quantity
    self.priceMilliunits = priceMilliunits
    self.currency = currency
    self.storefront = storefront
    self.storefrontID = storefrontID
    offerType = offer?.type
    offerID = offer?.id
    offerDiscountType = offer?.paymentMode.discountTypeName
    offerPeriod = offer?.totalPeriod.description
    self.reason = reason
    self.appAccountToken = appAccountToken
    isUpgraded = false
    orderID = OrderID.make(transactionID: transactionID)
  }

  /// The row as read; an error naming the ledger for a value no row can hold.
  init(row: SQLiteRow) throws(SQLiteError) {
    transactionID = row.int64(0)
    originalTransactionID = row.int64(1)
    webOrderLineItemID = row.optionalInt64(2)
    accountID = row.text(3)
    deviceID = row.optionalInt64(4)
    productID = row.text(5)
    productType = try row.value(6, as: ProductType.self)
    groupID = row.optionalText(7)
    purchaseMilliseconds = row.int64(8)
    originalPurchaseMilliseconds = row.int64(9)
    expiresMilliseconds = row.optionalInt64(10)
    quantity = row.int(11)
    priceMilliunits = row.int64(12)
    currency = row.text(13)
    storefront = row.text(14)
    storefrontID = row.text(15)
    offerType = try row.optionalValue(16, as: OfferType.self)
    offerID = row.optionalText(17)
    offerDiscountType = row.optionalText(18)
    offerPeriod = row.optionalText(19)
    reason = try row.value(20, as: TransactionReason.self)
    appAccountToken = row.optionalText(21)
    isUpgraded = row.int(22) != 0
    revocationMilliseconds = row.optionalInt64(23)
    revocationReason = row.optionalInt64(24).map(Int.init)
    orderID = row.optionalText(25) ?? OrderID.make(transactionID: transactionID)
    revocationType = try row.optionalValue(26, as: RevocationType.self)
    revocationPercentage = row.optionalInt64(27).map(Int.init)
    sharedFromID = row.optionalInt64(28)
    if let number = row.optionalInt64(29), let expires = row.optionalInt64(30), let price = row.optionalInt64(31) {
      commitment = CommitmentPeriod(number: Int(number), expiresMilliseconds: expires, priceMilliunits: price)
    }
  }

  /// The values for an INSERT of all columns, in `columns` order.
  var values: [any SQLiteBindable] {
    [
      transactionID, originalTransactionID, webOrderLineItemID, accountID, deviceID, productID, productType.rawValue,
      groupID, purchaseMilliseconds, originalPurchaseMilliseconds, expiresMilliseconds, quantity, priceMilliunits,
      currency, storefront, storefrontID, offerType?.rawValue, offerID, offerDiscountType, offerPeriod, reason.rawValue,
      appAccountToken,
      isUpgraded, revocationMilliseconds, revocationReason, orderID, revocationType?.rawValue,
      revocationPercentage, sharedFromID, commitment?.number, commitment?.expiresMilliseconds,
      commitment?.priceMilliunits,
    ]
  }

  /// The signed payload of this transaction as of `signedDate`. Only an auto-renewable subscription's
  /// carries `expiresDate`, as Apple's: a non-renewing subscription's end is the app's to count.
  func payload(app: AppInfo, environment: StoreEnvironment, signedDate: Int64) -> TransactionPayload {
    TransactionPayload(
      transactionId: String(transactionID), originalTransactionId: String(originalTransactionID),
      webOrderLineItemId: webOrderLineItemID.map(String.init), bundleId: app.bundleID, productId: productID,
      subscriptionGroupIdentifier: groupID, purchaseDate: purchaseMilliseconds,
      originalPurchaseDate: originalPurchaseMilliseconds,
      expiresDate: productType == .autoRenewable ? expiresMilliseconds : nil, quantity: quantity,
      type: productType.transactionTypeName, appAccountToken: appAccountToken,
      inAppOwnershipType: sharedFromID == nil ? "PURCHASED" : "FAMILY_SHARED",
      signedDate: signedDate, revocationReason: revocationReason, revocationDate: revocationMilliseconds,
      revocationType: revocationType?.rawValue, revocationPercentage: revocationPercentage,
      isUpgraded: isUpgraded ? true : nil, offerType: offerType?.rawValue, offerIdentifier: offerID,
      environment: environment.rawValue, storefront: storefront, storefrontId: storefrontID,
      transactionReason: reason.rawValue, price: priceMilliunits, currency: currency,
      offerDiscountType: offerDiscountType,
      offerPeriod: offerPeriod, appTransactionId: AppTransactionID.make(account: accountID, bundleID: app.bundleID),
      billingPlanType: commitment == nil ? nil : BillingPlanType.monthly.rawValue, commitmentInfo: commitment?.payload)
  }
}

/// An offer applied to a purchase or renewal.
struct AppliedOffer {
  var type: OfferType
  var id: String?
  var paymentMode: SubscriptionOffer.PaymentMode
  var period: Period
  var periods: Int
  var price: Price

  /// The offer's whole length (`offerPeriod`): one period times their count, `P3M` for three
  /// months of pay as you go.
  var totalPeriod: Period { Period(period.value * periods, period.unit) }
}
