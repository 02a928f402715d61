import Catalog
import SQLite

extension AppStore {
  /// The most days one request may extend a renewal by.
  public static let maximumExtensionDays = 90
  /// How many extensions one subscription may get in `extensionWindowDays`.
  public static let maximumExtensionsPerWindow = 2
  /// The window over which extensions are counted.
  public static let extensionWindowDays: Int64 = 365

  /// Extends the renewal date of subscription `originalTransactionID` by `days` (Extend a
  /// Subscription Renewal Date), sending `RENEWAL_EXTENDED`; the current period's transaction and
  /// the renewal info carry the new date, and the renewal happens then.
  ///
  /// Refused as Apple refuses: days outside 1–90 (`4000009`), a reason code outside 0–3
  /// (`4000010`), an empty or too long request identifier (`4000011`), an unknown subscription
  /// (`4040005`), one not active, in a free offer period or never paid for (`4030004`), and a
  /// third extension within 365 days (`4030005`). The same request identifier again answers as
  /// the first time, without extending twice.
  public func extendRenewal(
    originalTransactionID: Int64, days: Int, reason: Int, requestIdentifier: String
  ) throws(StoreAPIError) -> RenewalExtension {
    let reasonCode = try Self.validateExtension(days: days, reason: reason, requestIdentifier: requestIdentifier)
    return try apiChange { now in
      if let earlier = try database.first(
        """
        SELECT effective_ms, web_order_line_item_id FROM renewal_extension
        WHERE original_transaction_id = ? AND request_identifier = ?
        """, originalTransactionID, requestIdentifier, row: { ($0.int64(0), $0.optionalInt64(1)) })
      {
        return RenewalExtension(
          originalTransactionID: originalTransactionID, webOrderLineItemID: earlier.1, success: true,
          effectiveDate: earlier.0)
      }
      guard var subscription = try subscription(originalID: originalTransactionID) else {
        throw reject(.originalTransactionIDNotFound, "there is no subscription \(originalTransactionID)")
      }
      if let problem = try extensionProblem(subscription, at: now) { throw problem }
      return try extend(
        &subscription, days: days, reason: reasonCode, requestIdentifier: requestIdentifier, massRequest: nil, at: now)
    }
  }

  /// Checks an extension request's fields, returning its reason.
  static func validateExtension(days: Int, reason: Int, requestIdentifier: String) throws(StoreAPIError)
    -> ExtendReason
  {
    guard (1...maximumExtensionDays).contains(days) else {
      throw reject(.invalidExtendByDays, "extendByDays must be 1 to \(maximumExtensionDays), not \(days)")
    }
    guard let code = ExtendReason(rawValue: reason) else {
      throw reject(.invalidExtendReasonCode, "extendReasonCode must be 0 to 3, not \(reason)")
    }
    guard !requestIdentifier.isEmpty, requestIdentifier.utf8.count <= 128 else {
      throw reject(.invalidRequestIdentifier, "requestIdentifier must have 1 to 128 characters")
    }
    return code
  }

  /// Why `subscription` cannot be extended now, if it cannot (inside a write transaction).
  func extensionProblem(_ subscription: SubscriptionRow, at now: Int64) throws(SQLiteError) -> StoreAPIError? {
    let id = subscription.originalTransactionID
    if let purchaser = subscription.sharedFromOriginalID {
      return reject(
        .subscriptionExtensionIneligible,
        "subscription \(id) is shared by the family; extend the purchaser's subscription \(purchaser)")
    }
    guard subscription.status == .active, subscription.expiresMilliseconds > now else {
      return reject(.subscriptionExtensionIneligible, "subscription \(id) is not active")
    }
    let latest = try transactionRow(subscription.latestTransactionID)
    if latest?.offerDiscountType == SubscriptionOffer.PaymentMode.freeTrial.discountTypeName {
      return reject(.subscriptionExtensionIneligible, "subscription \(id) is in a free offer period")
    }
    let paid = try database.scalarInt(
      "SELECT count(*) FROM store_transaction WHERE original_transaction_id = ? AND price_milliunits > 0", id)
    guard paid > 0 else {
      return reject(.subscriptionExtensionIneligible, "subscription \(id) has no paid period yet")
    }
    let since = now - periods.pace.milliseconds(ofDays: Self.extensionWindowDays)
    let recent = try database.scalarInt(
      "SELECT count(*) FROM renewal_extension WHERE original_transaction_id = ? AND extended_ms > ?", id, since)
    guard recent < Self.maximumExtensionsPerWindow else {
      return reject(
        .subscriptionMaxExtension, "subscription \(id) was extended \(recent) times in the last 365 days")
    }
    return nil
  }

  /// Moves the renewal date of `subscription` `days` later, records it and sends `RENEWAL_EXTENDED`.
  func extend(
    _ subscription: inout SubscriptionRow, days: Int, reason: ExtendReason, requestIdentifier: String,
    massRequest: String?, at now: Int64
  ) throws(SQLiteError) -> RenewalExtension {
    let added = periods.pace.milliseconds(ofDays: Int64(days))
    subscription.expiresMilliseconds += added
    try subscription.save(in: database)
    var lineItem: Int64?
    if var latest = try transactionRow(subscription.latestTransactionID) {
      lineItem = latest.webOrderLineItemID
      latest.expiresMilliseconds = subscription.expiresMilliseconds
      try update(latest, at: now)
    }
    try database.run(
      """
      INSERT INTO renewal_extension(original_transaction_id, request_identifier, days, reason, extended_ms,
        effective_ms, web_order_line_item_id, mass_request) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
      """, subscription.originalTransactionID, requestIdentifier, Int64(days), Int64(reason.rawValue), now,
      subscription.expiresMilliseconds, lineItem, massRequest)
    try notify(
      NotificationType.renewalExtended, transactionID: subscription.latestTransactionID, subscription: subscription,
      at: now)
    return RenewalExtension(
      originalTransactionID: subscription.originalTransactionID, webOrderLineItemID: lineItem, success: true,
      effectiveDate: subscription.expiresMilliseconds)
  }
}
