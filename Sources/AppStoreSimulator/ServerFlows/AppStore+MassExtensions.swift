import Catalog
import FoundationEssentials
import SQLite

extension AppStore {
  /// How long after its request a mass extension runs (simulated time): Apple accepts at once
  /// and works for hours; here the job runs in one go one simulated hour later, so that its
  /// status is seen incomplete first.
  public static let massExtensionDelayMilliseconds: Int64 = 3_600_000

  /// Accepts a mass extension (Extend Subscription Renewal Dates for All Active Subscribers) of
  /// every active subscription to `productID`, in `storefronts` (alpha-3 codes; nil for all), by
  /// `days`. It runs `massExtensionDelayMilliseconds` later: each subscription extended gets
  /// `RENEWAL_EXTENDED`, each that cannot be `RENEWAL_EXTENSION`/`FAILURE`, then one
  /// `RENEWAL_EXTENSION`/`SUMMARY` says how many. The same request identifier again is accepted
  /// without starting a second job. Field errors as for one extension, and `4000023` for a
  /// product that is no auto-renewable subscription, `4000027` for an empty storefront list,
  /// `4000028` for a code that is not one.
  public func massExtend(
    productID: String, days: Int, reason: Int, requestIdentifier: String, storefronts: [String]? = nil
  ) throws(StoreAPIError) {
    _ = try Self.validateExtension(days: days, reason: reason, requestIdentifier: requestIdentifier)
    guard catalog.product(productID)?.type == .autoRenewable else {
      throw reject(.invalidProductID, "\"\(productID.prefix(80))\" is not an auto-renewable subscription")
    }
    if let storefronts {
      guard !storefronts.isEmpty else {
        throw reject(.invalidEmptyStorefrontCountryCodeList, "storefrontCountryCodes is empty")
      }
      if let bad = storefronts.first(where: { !Self.isAlpha3($0) }) {
        throw reject(.invalidStorefrontCountryCode, "\"\(bad.prefix(20))\" is not an ISO 3166-1 alpha-3 code")
      }
    }
    try apiChange { now in
      try database.run(
        """
        INSERT OR IGNORE INTO mass_extension(request_identifier, product_id, days, reason, storefronts, requested_ms,
          due_ms) VALUES (?, ?, ?, ?, ?, ?, ?)
        """, requestIdentifier, productID, Int64(days), Int64(reason), storefronts?.joined(separator: ","), now,
        now + Self.massExtensionDelayMilliseconds)
    }
  }

  /// The status of mass extension `requestIdentifier` of `productID`; `4040009` when there is none.
  public func massExtensionStatus(productID: String, requestIdentifier: String) throws(StoreAPIError)
    -> MassExtensionStatus
  {
    guard !requestIdentifier.isEmpty, requestIdentifier.utf8.count <= 128 else {
      throw reject(.invalidRequestIdentifier, "requestIdentifier must have 1 to 128 characters")
    }
    return try apiChange { _ in
      guard
        let status = try database.first(
          """
          SELECT complete_ms, succeeded, failed FROM mass_extension WHERE product_id = ? AND request_identifier = ?
          """, productID, requestIdentifier,
          row: { row in
            MassExtensionStatus(
              requestIdentifier: requestIdentifier, complete: row.optionalInt64(0) != nil,
              completeDate: row.optionalInt64(0), succeededCount: row.int64(1), failedCount: row.int64(2))
          })
      else {
        throw reject(.statusRequestNotFound, "no mass extension \(requestIdentifier) of \(productID)")
      }
      return status
    }
  }

  /// Runs the mass extension of `productID` and `requestIdentifier` at `time` (during catch-up).
  func runMassExtension(productID: String, requestIdentifier: String, at time: Int64) throws {
    guard
      let (days, reasonCode, storefrontList) = try database.first(
        "SELECT days, reason, storefronts FROM mass_extension WHERE product_id = ? AND request_identifier = ?",
        productID, requestIdentifier, row: { ($0.int(0), $0.int(1), $0.optionalText(2)) })
    else { return }
    let storefronts = storefrontList.map { Set($0.split(separator: ",").map(String.init)) }
    let candidates = try database.query(
      """
      SELECT \(SubscriptionRow.columns) FROM subscription
      WHERE product_id = ? AND status IN (1, 3, 4) AND shared_from_original_id IS NULL
      ORDER BY original_transaction_id
      """, productID
    ) { (row) throws(SQLiteError) in try SubscriptionRow(row: row) }
    var succeeded: Int64 = 0
    var failed: Int64 = 0
    for var subscription in candidates {
      if let storefronts, !storefronts.contains(try accountStorefront(subscription.accountID).id) { continue }
      if try extensionProblem(subscription, at: time) == nil {
        _ = try extend(
          &subscription, days: days, reason: ExtendReason(rawValue: reasonCode) ?? .undeclared,
          requestIdentifier: requestIdentifier, massRequest: requestIdentifier, at: time)
        succeeded += 1
      } else {
        try notify(
          NotificationType.renewalExtension, subtype: .failure, transactionID: subscription.latestTransactionID,
          subscription: subscription, at: time)
        failed += 1
      }
    }
    try database.run(
      """
      UPDATE mass_extension SET complete_ms = ?, succeeded = ?, failed = ?
      WHERE product_id = ? AND request_identifier = ?
      """, time, succeeded, failed, productID, requestIdentifier)
    let summary = NotificationPayload.Summary(
      appAppleId: notificationAppAppleID, bundleId: catalog.app.bundleID,
      environment: environment.rawValue, productId: productID, requestIdentifier: requestIdentifier,
      storefrontCountryCodes: storefrontList.map { $0.split(separator: ",").map(String.init) },
      succeededCount: succeeded, failedCount: failed)
    try notify(NotificationType.renewalExtension, subtype: .summary, transactionID: nil, summary: summary, at: time)
  }

  /// Whether `code` has the shape of an ISO 3166-1 alpha-3 code (three capital letters).
  static func isAlpha3(_ code: String) -> Bool {
    let bytes = Array(code.utf8)
    return bytes.count == 3 && bytes.allSatisfy { (65...90).contains($0) }
  }
}
