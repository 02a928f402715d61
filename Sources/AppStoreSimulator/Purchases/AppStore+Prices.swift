import Catalog
import SQLite

extension AppStore {
  /// Sets what `productID` costs in storefront `storefrontID` from now on, as a developer changing
  /// a price in App Store Connect: new purchases (and resubscriptions) pay `price` at once, and
  /// each subscription set to renew to the product there is handled as `existing` says. A price no
  /// higher than a subscriber's renewal price reaches them at their next renewal without a word
  /// (unless preserved). Returns how many existing subscriptions were asked, notified or kept.
  @discardableResult
  public func setPrice(
    _ productID: String, storefront storefrontID: String, to price: Price, existing: ExistingSubscribers
  ) throws(StoreError) -> Int {
    guard let product = catalog.product(productID) else { throw .invalidRequest(unknownProductMessage(productID)) }
    guard let storefront = catalog.storefront(storefrontID) else {
      throw .invalidRequest("there is no storefront \"\(storefrontID)\" in the catalog")
    }
    guard product.prices[storefront.id] != nil else {
      throw .invalidRequest(
        "\(productID) is not sold in storefront \(storefront.id) (the catalog gives it no price there)")
    }
    return try change { now in try applyPrice(price, of: product, in: storefront, existing: existing, at: now) }
  }

  /// `setPrice` inside a write transaction.
  func applyPrice(
    _ price: Price, of product: Product, in storefront: StorefrontInfo, existing: ExistingSubscribers, at now: Int64
  ) throws -> Int {
    var touched = 0
    if product.type == .autoRenewable {
      for var subscription in try subscriptionsRenewing(to: product.id, in: storefront.id) {
        let current = try regularRenewalPrice(of: subscription, in: storefront)
        if try reprice(&subscription, current: current, to: price, existing: existing, in: storefront, at: now) {
          touched += 1
        }
      }
    }
    try database.run(
      """
      INSERT INTO store_price(product_id, storefront, milliunits, changed_ms) VALUES (?, ?, ?, ?)
      ON CONFLICT(product_id, storefront) DO UPDATE SET milliunits = excluded.milliunits, changed_ms = excluded.changed_ms
      """, product.id, storefront.id, price.milliunits, now)
    return touched
  }

  /// What `subscription`'s next renewal charges at the regular price (no offer): its own price (kept,
  /// agreed or waiting for consent) when it has one for the product it renews to, else the store's.
  func regularRenewalPrice(of subscription: SubscriptionRow, in storefront: StorefrontInfo) throws(SQLiteError) -> Int64
  {
    // A commitment's next payment is its monthly price, until the commitment ends.
    if subscription.commitment?.nextPaymentIsMonthly == true,
      let monthly = commitmentPlan(of: subscription)?.monthlyPrice(in: storefront.id)
    {
      return monthly.milliunits
    }
    if let increase = subscription.priceIncrease,
      increase.applies(to: subscription.autoRenewProductID, in: storefront.id)
    {
      return increase.milliunits
    }
    guard let product = catalog.product(subscription.autoRenewProductID) else { return 0 }
    return try salePrice(of: product, in: storefront)?.milliunits ?? 0
  }

  /// Changes one subscriber's renewal price from `current` to `price` as `existing` says; true when
  /// the subscription changed.
  private func reprice(
    _ subscription: inout SubscriptionRow, current: Int64, to price: Price, existing: ExistingSubscribers,
    in storefront: StorefrontInfo, at now: Int64
  ) throws -> Bool {
    // A customer still deciding on an earlier increase is asked again about this one.
    let product = subscription.autoRenewProductID
    func own(_ milliunits: Int64, _ state: PriceIncrease.State) -> PriceIncrease {
      PriceIncrease(productID: product, storefront: storefront.id, milliunits: milliunits, state: state)
    }
    if existing == .preserve || price.milliunits == current {
      // Their price stays what it was, whatever new customers pay.
      guard subscription.priceIncrease?.state != .pending else { return false }
      subscription.priceIncrease = own(current, .applied)
    } else if price.milliunits < current {
      subscription.priceIncrease = own(price.milliunits, .applied)
    } else if subscription.autoRenew {
      subscription.priceIncrease = own(price.milliunits, existing == .askConsent ? .pending : .agreed)
      try subscription.save(in: database)
      try notify(
        .priceIncrease, subtype: existing == .askConsent ? .pending : .accepted,
        transactionID: subscription.latestTransactionID, subscription: subscription, at: now)
      return true
    } else {
      // Not renewing: nothing to ask; if they turn renewal back on, the new price applies, as
      // it does to anyone subscribing now.
      subscription.priceIncrease = own(price.milliunits, .applied)
    }
    try subscription.save(in: database)
    return true
  }

  /// The subscriptions in force whose next renewal is to `productID`, of accounts in `storefront`.
  private func subscriptionsRenewing(to productID: String, in storefront: String) throws -> [SubscriptionRow] {
    try database.query(
      """
      SELECT \(SubscriptionRow.columns) FROM subscription
      WHERE auto_renew_product_id = ? AND status IN (1, 3, 4) AND shared_from_original_id IS NULL
        AND commitment_period IS NULL
        AND account_id IN (SELECT account_id FROM account WHERE storefront = ?)
      ORDER BY original_transaction_id
      """, productID, storefront
    ) { (row) throws(SQLiteError) in try SubscriptionRow(row: row) }
  }

  /// What `product` costs a new purchase in `storefront` today: the price set in the store, else
  /// the catalog's; nil where it is not sold.
  func salePrice(of product: Product, in storefront: StorefrontInfo) throws(SQLiteError) -> Price? {
    guard let listed = product.prices[storefront.id] else { return nil }
    let set = try database.first(
      "SELECT milliunits FROM store_price WHERE product_id = ? AND storefront = ?", product.id, storefront.id
    ) { $0.int64(0) }
    return set.map { Price(milliunits: $0) } ?? listed
  }

  /// `salePrice`, or an error when the catalog does not price the product in `storefront` (a
  /// ledger account in a storefront the catalog no longer prices it in).
  func requiredSalePrice(of product: Product, in storefront: StorefrontInfo) throws -> Price {
    guard let price = try salePrice(of: product, in: storefront) else {
      throw StoreError.invalidRequest("\(product.id) has no price in storefront \(storefront.id) of the catalog")
    }
    return price
  }

  /// The prices set in the store over the catalog's (`setPrice`), by product then storefront.
  public func pricesSet() throws(StoreError) -> [(productID: String, storefront: String, price: Price)] {
    try change { _ in
      try database.query("SELECT product_id, storefront, milliunits FROM store_price ORDER BY product_id, storefront") {
        (productID: $0.text(0), storefront: $0.text(1), price: Price(milliunits: $0.int64(2)))
      }
    }
  }

  /// What account `account`'s storefront (or storefront `storefrontID`) sells today: each product
  /// on sale there with its price, in catalog order (StoreKit's `Product.products`). Off-sale
  /// products are left out.
  public func saleList(
    account: String = AppStore.defaultAccount, storefront storefrontID: String? = nil
  ) throws(StoreError) -> SaleList {
    if let storefrontID, catalog.storefront(storefrontID) == nil {
      throw .invalidRequest("there is no storefront \"\(storefrontID)\" in the catalog")
    }
    return try change { _ in
      let storefront = try storefrontID.flatMap { catalog.storefront($0) } ?? accountStorefront(account)
      var prices: [SaleList.Entry] = []
      for product in catalog.products where try !isOffSale(product.id) {
        if let price = try salePrice(of: product, in: storefront) {
          prices.append(SaleList.Entry(productID: product.id, price: price))
        }
      }
      return SaleList(storefront: storefront.id, products: prices)
    }
  }
}
