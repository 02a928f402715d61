import StoreWire
import SQLite

/// One row of `subscription`: a customer's subscription in one group, across renewals,
/// upgrades and resubscriptions (keyed by its original transaction id).
struct SubscriptionRow {
  /// The statuses, with Apple's numbers (`status` in notifications and the status API).
  enum Status: Int {
    case active = 1
    case expired = 2
    case billingRetry = 3
    case gracePeriod = 4
    case revoked = 5
  }

  var originalTransactionID: Int64
  var accountID: String
  var groupID: String
  var productID: String
  var autoRenewProductID: String
  var autoRenew: Bool
  var status: Status
  var expiresMilliseconds: Int64
  var graceExpiresMilliseconds: Int64?
  var retryUntilMilliseconds: Int64?
  var expirationIntent: Int?
  var offerPeriodsLeft: Int
  var offerType: OfferType?
  var offerID: String?
  var recentStartMilliseconds: Int64
  var latestTransactionID: Int64
  var renewalCount: Int
  /// A price increase for the renewing product, if the developer raised its price.
  var priceIncrease: PriceIncrease?
  /// An offer that waits for a later renewal (an offer code an active subscriber redeemed, or a
  /// stackable code after the introductory offer): its kind and id in the renewing product's terms.
  var nextOfferType: OfferType?
  var nextOfferID: String?
  /// For a family member's access to a subscription the purchaser shares (Family Sharing), the
  /// purchaser's subscription it follows; nil for a subscription of the account's own.
  var sharedFromOriginalID: Int64?
  /// The 12-month commitment of a subscription billed monthly; nil when billed up front.
  var commitment: SubscriptionCommitment?

  static let columns = """
    original_transaction_id, account_id, group_id, product_id, auto_renew_product_id, auto_renew, status, expires_ms,
    grace_expires_ms, retry_until_ms, expiration_intent, offer_periods_left, offer_type, offer_id, recent_start_ms,
    latest_transaction_id, renewal_count, price_increase_product_id, price_increase_storefront,
    price_increase_milliunits, price_increase_state, next_offer_type, next_offer_id, shared_from_original_id,
    commitment_period, commitment_expires_ms, commitment_auto_renew, commitment_price
    """

  /// The row as read; an error naming the ledger for a value no row can hold.
  init(row: SQLiteRow) throws(SQLiteError) {
    originalTransactionID = row.int64(0)
    accountID = row.text(1)
    groupID = row.text(2)
    productID = row.text(3)
    autoRenewProductID = row.text(4)
    autoRenew = row.int(5) != 0
    status = try row.value(6, as: Status.self)
    expiresMilliseconds = row.int64(7)
    graceExpiresMilliseconds = row.optionalInt64(8)
    retryUntilMilliseconds = row.optionalInt64(9)
    expirationIntent = row.optionalInt64(10).map(Int.init)
    offerPeriodsLeft = row.int(11)
    offerType = try row.optionalValue(12, as: OfferType.self)
    offerID = row.optionalText(13)
    recentStartMilliseconds = row.int64(14)
    latestTransactionID = row.int64(15)
    renewalCount = row.int(16)
    if let product = row.optionalText(17), let storefront = row.optionalText(18),
      let state = try row.optionalValue(20, as: PriceIncrease.State.self)
    {
      priceIncrease = PriceIncrease(productID: product, storefront: storefront, milliunits: row.int64(19), state: state)
    }
    nextOfferType = try row.optionalValue(21, as: OfferType.self)
    nextOfferID = row.optionalText(22)
    sharedFromOriginalID = row.optionalInt64(23)
    if let period = row.optionalInt64(24), let expires = row.optionalInt64(25), let renews = row.optionalInt64(26),
      let price = row.optionalInt64(27)
    {
      commitment = SubscriptionCommitment(
        period: Int(period), expiresMilliseconds: expires, autoRenew: renews != 0, priceMilliunits: price)
    }
  }

  init(
    originalTransactionID: Int64, accountID: String, groupID: String, productID: String, expires: Int64,
    start: Int64, latestTransactionID: Int64
  ) {
    self.originalTransactionID = originalTransactionID
    self.accountID = accountID
    self.groupID = groupID
    self.productID = productID
    autoRenewProductID = productID
    autoRenew = true
    status = .active
    expiresMilliseconds = expires
    offerPeriodsLeft = 0
    recentStartMilliseconds = start
    self.latestTransactionID = latestTransactionID
    renewalCount = 0
  }

  /// When the next lifecycle event is due: the renewal or expiry, the end of the grace period,
  /// the end of billing retry; nil when nothing is scheduled (or the subscription is a family
  /// member's, which follows the purchaser's events).
  var nextEventMilliseconds: Int64? {
    guard sharedFromOriginalID == nil else { return nil }
    return switch status {
    case .active: expiresMilliseconds
    case .gracePeriod: min(graceExpiresMilliseconds ?? .max, retryUntilMilliseconds ?? .max)
    case .billingRetry: retryUntilMilliseconds
    case .expired, .revoked: nil
    }
  }

  /// Whether it renews at the end of what the customer committed to: auto-renew, or for a
  /// commitment the commitment's own renewal.
  var willRenew: Bool { commitment?.autoRenew ?? autoRenew }

  /// Whether it is still in force: active, or its renewal payment is being retried (in grace or not).
  var isInForce: Bool { status == .active || status == .gracePeriod || status == .billingRetry }

  /// Whether the subscription grants access now.
  var isEntitled: Bool { status == .active || status == .gracePeriod }

  /// Writes the row, with its next event time: an update of the columns that can change (its
  /// account and group never do), or an insert the first time.
  func save(in database: SQLiteDatabase) throws(SQLiteError) {
    let changed = try database.runArray(
      Self.updateSQL,
      [
        productID, autoRenewProductID, autoRenew, status.rawValue, expiresMilliseconds, graceExpiresMilliseconds,
        retryUntilMilliseconds, expirationIntent, offerPeriodsLeft, offerType?.rawValue, offerID,
        recentStartMilliseconds,
        latestTransactionID, renewalCount, priceIncrease?.productID, priceIncrease?.storefront,
        priceIncrease?.milliunits, priceIncrease?.state.rawValue, nextOfferType?.rawValue, nextOfferID,
        nextEventMilliseconds, commitment?.period, commitment?.expiresMilliseconds, commitment?.autoRenew,
        commitment?.priceMilliunits, originalTransactionID,
      ])
    guard changed == 0 else { return }
    try database.runArray(
      Self.insertSQL,
      [
        originalTransactionID, accountID, groupID, productID, autoRenewProductID, autoRenew, status.rawValue,
        expiresMilliseconds, graceExpiresMilliseconds, retryUntilMilliseconds, expirationIntent, offerPeriodsLeft,
        offerType?.rawValue, offerID, recentStartMilliseconds, latestTransactionID, renewalCount,
        priceIncrease?.productID,
        priceIncrease?.storefront, priceIncrease?.milliunits, priceIncrease?.state.rawValue, nextOfferType?.rawValue,
        nextOfferID, sharedFromOriginalID, commitment?.period, commitment?.expiresMilliseconds, commitment?.autoRenew,
        commitment?.priceMilliunits, nextEventMilliseconds,
      ])
  }

  private static let updateSQL = """
    UPDATE subscription SET product_id = ?, auto_renew_product_id = ?, auto_renew = ?, status = ?, expires_ms = ?,
      grace_expires_ms = ?, retry_until_ms = ?, expiration_intent = ?, offer_periods_left = ?, offer_type = ?,
      offer_id = ?, recent_start_ms = ?, latest_transaction_id = ?, renewal_count = ?, price_increase_product_id = ?,
      price_increase_storefront = ?, price_increase_milliunits = ?, price_increase_state = ?, next_offer_type = ?,
      next_offer_id = ?, next_event_ms = ?, commitment_period = ?, commitment_expires_ms = ?,
      commitment_auto_renew = ?, commitment_price = ?
    WHERE original_transaction_id = ?
    """

  private static let insertSQL = """
    INSERT INTO subscription(\(columns), next_event_ms)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    """
}
