import FoundationEssentials
import SQLite

extension AppStore {
  /// How long the developer has to send consumption information after `CONSUMPTION_REQUEST`.
  public static let consumptionWindowMilliseconds: Int64 = 12 * 3_600_000

  /// A customer asks for a refund of transaction `transactionID` (as through Apple Support or the
  /// app's refund sheet): `CONSUMPTION_REQUEST` goes out, and the request is decided when the
  /// developer sends consumption information, or when the 12-hour window ends.
  @discardableResult
  public func requestRefund(transactionID: Int64, reason: ConsumptionRequestReason = .unintendedPurchase)
    throws(StoreError) -> RefundRequest
  {
    try change { now in
      guard let row = try transactionRow(transactionID) else {
        throw StoreError.invalidRequest("there is no transaction \(transactionID)")
      }
      guard row.revocationMilliseconds == nil else {
        throw StoreError.invalidRequest("transaction \(transactionID) is already refunded or revoked")
      }
      guard try openRefundRequest(transactionID) == nil else {
        throw StoreError.invalidRequest("transaction \(transactionID) already has a refund request waiting")
      }
      let deadline = now + Self.consumptionWindowMilliseconds
      try database.run(
        "INSERT INTO refund_request(transaction_id, reason, requested_ms, deadline_ms) VALUES (?, ?, ?, ?)",
        transactionID, reason.rawValue, now, deadline)
      let subscription = try row.groupID == nil ? nil : subscription(originalID: row.originalTransactionID)
      try notify(
        NotificationType.consumptionRequest, transactionID: transactionID, subscription: subscription,
        consumptionRequestReason: reason, at: now)
      return RefundRequest(
        transactionID: transactionID, productID: row.productID, reason: reason, requestedDate: now,
        deadline: deadline, consumptionSent: false, state: .waiting)
    }
  }

  /// The developer's consumption information for transaction `transactionID` (Send Consumption
  /// Information): 404 `4040010` for an unknown transaction, `4000209` for a percentage on an
  /// auto-renewable subscription. A request waiting for it is decided at once (see
  /// `RefundDecisionMode`); answers that no request waits for are accepted and change nothing, as
  /// Apple answers 202 either way. Returns the decision made, if one was.
  @discardableResult
  public func sendConsumption(transactionID: Int64, _ info: ConsumptionInfo) throws(StoreAPIError)
    -> NotificationType?
  {
    try apiChange { now in
      guard let row = try transactionRow(transactionID) else {
        throw reject(.transactionIDNotFound, "there is no transaction \(transactionID)")
      }
      if row.sharedFromID != nil {
        throw reject(
          .familyTransactionNotSupported, "transaction \(transactionID) is a family member's; only the purchaser's")
      }
      if row.productType == .autoRenewable, info.consumptionPercentage != nil {
        throw reject(
          .consumptionPercentageAutoRenewable, "consumptionPercentage is not allowed for an auto-renewable subscription"
        )
      }
      guard let request = try openRefundRequest(transactionID) else { return nil }
      try database.run(
        "UPDATE refund_request SET consumption = ?, consumption_ms = ? WHERE request_id = ?",
        String(decoding: json(info), as: UTF8.self), now, request)
      return try decideRefund(request, info: info, at: now)
    }
  }

  /// Reverses the granted refund of transaction `transactionID` (REFUND_REVERSED), as after a
  /// customer's dispute: the transaction is no longer revoked, and a subscription it revoked is
  /// active again until its period's end.
  @discardableResult
  public func reverseRefund(transactionID: Int64) throws(StoreError) -> StoreTransaction {
    try change { now in
      guard var row = try transactionRow(transactionID) else {
        throw StoreError.invalidRequest("there is no transaction \(transactionID)")
      }
      guard row.revocationMilliseconds != nil, row.revocationType?.isRefund == true else {
        throw StoreError.invalidRequest("transaction \(transactionID) has no refund to reverse")
      }
      row.revocationMilliseconds = nil
      row.revocationReason = nil
      row.revocationType = nil
      row.revocationPercentage = nil
      try update(row, at: now)
      try database.run(
        """
        UPDATE refund_request SET reversed_ms = ? WHERE request_id =
          (SELECT max(request_id) FROM refund_request WHERE transaction_id = ? AND decision = 'REFUND')
        """, now, transactionID)
      var subscription = try row.groupID == nil ? nil : subscription(originalID: row.originalTransactionID)
      if var restored = subscription, restored.status == .revoked, restored.latestTransactionID == transactionID {
        restored.status = restored.expiresMilliseconds > now ? .active : .expired
        restored.expirationIntent = restored.status == .expired ? 1 : nil
        try restored.save(in: database)
        subscription = restored
      }
      try notify(NotificationType.refundReversed, transactionID: transactionID, subscription: subscription, at: now)
      return try recordedTransaction(transactionID, namedBy: "the reversed refund")
    }
  }

  /// Every refund request, oldest first.
  public func refundRequests() throws(StoreError) -> [RefundRequest] {
    try change { _ in
      try database.query(
        """
        SELECT r.transaction_id, t.product_id, r.reason, r.requested_ms, r.deadline_ms, r.consumption_ms,
          r.decision, r.reversed_ms
        FROM refund_request r JOIN store_transaction t ON t.transaction_id = r.transaction_id ORDER BY r.request_id
        """
      ) { (row) throws(SQLiteError) in
        let state: RefundRequest.State =
          switch row.optionalText(6) {
          case NotificationType.refund.rawValue?: row.optionalInt64(7) == nil ? .refunded : .reversed
          case NotificationType.refundDeclined.rawValue?: .declined
          default: .waiting
          }
        return RefundRequest(
          transactionID: row.int64(0), productID: row.text(1),
          reason: try row.value(2, as: ConsumptionRequestReason.self), requestedDate: row.int64(3),
          deadline: row.int64(4), consumptionSent: row.optionalInt64(5) != nil, state: state)
      }
    }
  }

  /// The refunded transactions of the customer who owns transaction `transactionID` (Get Refund
  /// History), oldest refund first, signed; 404 `4040010` for an unknown transaction. Refunds
  /// later reversed are not listed; revocations that were no refund neither.
  public func refundHistory(transactionID: Int64) throws(StoreAPIError) -> [StoreTransaction] {
    try apiChange { _ in
      guard let row = try transactionRow(transactionID) else {
        throw reject(.transactionIDNotFound, "there is no transaction \(transactionID)")
      }
      let ids = try database.query(
        """
        SELECT transaction_id FROM store_transaction
        WHERE account_id = ? AND revocation_ms IS NOT NULL AND revocation_type IN ('REFUND_FULL', 'REFUND_PRORATED')
        ORDER BY revocation_ms, transaction_id
        """, row.accountID
      ) { $0.int64(0) }
      var result: [StoreTransaction] = []
      for id in ids { if let transaction = try signedTransaction(id) { result.append(transaction) } }
      return result
    }
  }

  /// How refund requests are decided now.
  public func refundDecisionMode() throws(StoreError) -> RefundDecisionMode {
    do {
      let value = try database.first(
        "SELECT value FROM setting WHERE name = ?", RefundDecisionMode.settingName, row: { $0.int(0) })
      return value.flatMap(RefundDecisionMode.init(rawValue:)) ?? .rule
    } catch {
      throw StoreError.from(error)
    }
  }

  /// Sets how refund requests are decided from now on.
  public func setRefundDecisionMode(_ mode: RefundDecisionMode) throws(StoreError) {
    try change { _ in
      try database.run(
        "INSERT INTO setting(name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value",
        RefundDecisionMode.settingName, mode.rawValue)
    }
  }

  /// The id of transaction `transactionID`'s undecided refund request, if it has one.
  func openRefundRequest(_ transactionID: Int64) throws(SQLiteError) -> Int64? {
    try database.first(
      "SELECT request_id FROM refund_request WHERE transaction_id = ? AND decision IS NULL", transactionID,
      row: { $0.int64(0) })
  }

  /// Decides refund request `request` at `now` with the developer's `info` (nil when none came),
  /// by the switch or the rule; grants revoke the transaction (REFUND), refusals send
  /// REFUND_DECLINED. Returns the notification sent.
  @discardableResult
  func decideRefund(_ request: Int64, info: ConsumptionInfo?, at now: Int64) throws -> NotificationType {
    let transactionID = try database.scalarInt(
      "SELECT transaction_id FROM refund_request WHERE request_id = ?", request)
    guard let row = try transactionRow(transactionID) else { return .refundDeclined }
    let type: RevocationType? =
      switch try refundDecisionMode() {
      case .approve: .refundFull
      case .decline: nil
      case .rule: RefundRule.decide(info)
      }
    let decision: NotificationType = type != nil && row.revocationMilliseconds == nil ? .refund : .refundDeclined
    try database.run(
      "UPDATE refund_request SET decision = ?, decided_ms = ? WHERE request_id = ?", decision.rawValue, now, request)
    if decision == .refund, let type {
      let percentage = RefundRule.percentage(
        type, info: info, purchase: row.purchaseMilliseconds, expires: row.expiresMilliseconds, at: now)
      _ = try applyRevocation(row, reason: 0, type: type, percentage: percentage, at: now)
    } else {
      let subscription = try row.groupID == nil ? nil : subscription(originalID: row.originalTransactionID)
      try notify(.refundDeclined, transactionID: transactionID, subscription: subscription, at: now)
    }
    return decision
  }
}
