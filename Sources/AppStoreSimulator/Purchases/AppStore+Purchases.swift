import Catalog
import FoundationEssentials
import FoundationInternationalization
import SQLite
import StoreWire

extension AppStore {
  /// Buys a product, with every outcome a real store gives (see `StorePurchaseResult`).
  ///
  /// The outcome is the request's, else the catalog's injected purchase failure, else Ask to
  /// Buy or an interruption when those switches are on, else success. A non-consumable that is
  /// owned, or a subscription that is active, is not charged again.
  public func purchase(_ request: PurchaseRequest) throws(StoreError) -> StorePurchaseResult {
    guard let product = catalog.product(request.productID) else {
      throw .invalidRequest(unknownProductMessage(request.productID))
    }
    return try change { now in
      var request = request
      // A purchase made from the store's side for a device (`store purchase --device NAME`) is
      // that device's app buying: it carries the token the app there last bought with.
      if request.appAccountToken == nil { request.appAccountToken = try lastToken(of: request.device, request.account) }
      let storefront = try accountStorefront(request.account)
      let validQuantity = product.type == .consumable ? (1...10).contains(request.quantity) : request.quantity == 1
      guard validQuantity else { return .failed(.invalidQuantity) }
      guard product.prices[storefront.id] != nil else { return .failed(.productUnavailable) }
      if let owned = try ownedTransaction(product, account: request.account) {
        try keepRenewing(product, account: request.account, at: now)
        return .alreadyOwned(owned)
      }
      // Off sale: not sold any more, though what was bought stays owned (above).
      guard try !isOffSale(product.id) else { return .failed(.productUnavailable) }
      switch try outcome(for: request) {
      case .userCancelled: return .userCancelled
      case .failed(let code): return .failed(code)
      case .askToBuy: return .pending(try addPending(request, kind: .askToBuy, at: now))
      case .interrupted: return .pending(try addPending(request, kind: .interrupted, at: now))
      case .success: return try complete(request, product: product, storefront: storefront, at: now)
      }
    }
  }

  /// The outcome a purchase gets when the request does not choose one.
  func outcome(for request: PurchaseRequest) throws(SQLiteError) -> PurchaseOutcome {
    if let chosen = request.outcome { return chosen }
    if let injected = catalog.settings.failures[.purchase] {
      return injected == .userCancelled ? .userCancelled : .failed(injected)
    }
    let switches = try readSwitches()
    if switches.askToBuy { return .askToBuy }
    if switches.interruptedPurchases { return .interrupted }
    return .success
  }

  /// The transaction that makes buying `product` again pointless: a non-consumable owned and
  /// not refunded, or this very subscription while it is active, in grace or in billing retry.
  func ownedTransaction(_ product: Product, account: String) throws -> StoreTransaction? {
    switch product.type {
    case .nonConsumable:
      return try latestUnrevokedTransaction(account: account, productID: product.id)
    case .autoRenewable:
      guard let groupID = product.subscription?.groupID,
        let subscription = try subscription(account: account, group: groupID),
        subscription.isInForce, subscription.productID == product.id
      else { return nil }
      return try recordedTransaction(
        subscription.latestTransactionID, namedBy: "subscription \(subscription.originalTransactionID)")
    case .consumable, .nonRenewing:
      return nil
    }
  }

  /// Buying the subscription one already has cancels a scheduled downgrade or crossgrade
  /// (DID_CHANGE_RENEWAL_PREF without subtype) and turns auto-renew back on
  /// (DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_ENABLED), without a charge.
  func keepRenewing(_ product: Product, account: String, at now: Int64) throws(SQLiteError) {
    guard product.type == .autoRenewable, let groupID = product.subscription?.groupID,
      var subscription = try subscription(account: account, group: groupID)
    else { return }
    if subscription.autoRenewProductID != product.id {
      subscription.autoRenewProductID = product.id
      try subscription.save(in: database)
      try notify(
        .didChangeRenewalPref, transactionID: subscription.latestTransactionID, subscription: subscription, at: now)
    }
    if !subscription.autoRenew {
      subscription.autoRenew = true
      subscription.expirationIntent = nil
      try subscription.save(in: database)
      try notify(
        .didChangeRenewalStatus, subtype: .autoRenewEnabled, transactionID: subscription.latestTransactionID,
        subscription: subscription, at: now)
    }
  }

  /// Charges for the purchase now and records it.
  func complete(_ request: PurchaseRequest, product: Product, storefront: StorefrontInfo, at now: Int64)
    throws -> StorePurchaseResult
  {
    let device = try deviceID(named: request.device, account: request.account, at: now)
    if product.type == .autoRenewable {
      return try subscribe(request, product: product, storefront: storefront, device: device, at: now)
    }
    let id = try nextValue("transaction")
    let price = try requiredSalePrice(of: product, in: storefront).milliunits * Int64(request.quantity)
    // A non-renewing subscription's access is the app's to count, on the calendar (Xcode's renewal
    // rates act on auto-renewable subscriptions only); the store keeps the same end for its lists.
    let expires = product.duration.map { $0.end(from: now) }
    let row = TransactionRow(
      transactionID: id, originalTransactionID: id, webOrderLineItemID: nil, accountID: request.account,
      deviceID: device, productID: product.id, productType: product.type, groupID: nil, purchaseMilliseconds: now,
      originalPurchaseMilliseconds: now, expiresMilliseconds: expires, quantity: request.quantity,
      priceMilliunits: price, currency: storefront.currency, storefront: storefront.id,
      storefrontID: storefront.appleID,
      offer: nil, reason: .purchase, appAccountToken: request.appAccountToken?.uuidString.lowercased())
    let transaction = try recordSigned(row, device: request.device, at: now)
    try notify(.oneTimeCharge, transactionID: transaction.id, at: now)
    try shareWithFamily(row, at: now)
    return .purchased(transaction)
  }

  /// How long periods last at the store's current pace.
  var periods: PeriodCalendar {
    PeriodCalendar(pace: TimePace((try? clock.state(in: database).rate) ?? catalog.settings.timeRate))
  }

  /// The most recent transaction of `productID` by `account` that is not revoked, signed (inside a
  /// write transaction).
  func latestUnrevokedTransaction(account: String, productID: String) throws(SQLiteError) -> StoreTransaction? {
    let id = try database.first(
      """
      SELECT transaction_id FROM store_transaction WHERE account_id = ? AND product_id = ? AND revocation_ms IS NULL
      ORDER BY purchase_ms DESC, transaction_id DESC LIMIT 1
      """, account, productID
    ) { $0.int64(0) }
    guard let id else { return nil }
    return try signedTransaction(id)
  }

  /// The app account token device `name` of `account` last bought with, if it ever did.
  func lastToken(of name: String, _ account: String) throws(SQLiteError) -> UUID? {
    let token = try database.first(
      """
      SELECT app_account_token FROM store_transaction WHERE account_id = ? AND app_account_token IS NOT NULL
        AND device_id = (SELECT device_id FROM device WHERE account_id = ? AND name = ?)
      ORDER BY transaction_id DESC LIMIT 1
      """, account, account, name, row: { $0.text(0) })
    return token.flatMap(UUID.init(uuidString:))
  }

  func unknownProductMessage(_ id: String) -> String {
    NearestKey.message("unknown product \"\(id)\"", for: id, among: catalog.products.map(\.id))
  }
}
