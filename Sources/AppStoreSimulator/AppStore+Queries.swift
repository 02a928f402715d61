import Catalog
import SQLite
public import StoreWire

extension AppStore {
  /// Transactions of `account` that are new or changed since `sequence`, oldest change first.
  ///
  /// Devices keep the highest `updateSequence` they have seen and ask for what came after it:
  /// that is how a purchase on one device, a renewal or a refund reaches every other.
  public func transactions(account: String = AppStore.defaultAccount, after sequence: Int64 = 0) throws(StoreError)
    -> [StoreTransaction]
  {
    try observe { _ in
      let ids = try database.query(
        "SELECT transaction_id FROM store_transaction WHERE account_id = ? AND update_seq > ? ORDER BY update_seq",
        account, sequence
      ) { $0.int64(0) }
      var result: [StoreTransaction] = []
      for id in ids { if let transaction = try signedTransaction(id) { result.append(transaction) } }
      return result
    }
  }

  /// The current signed version of each of transactions `ids` that `account` has (the store's
  /// latest word on them: refunded, upgraded or as bought), in the order asked; ids the store
  /// does not know (another ledger's, or another account's) are left out.
  public func latestTransactions(_ ids: [Int64], account: String = AppStore.defaultAccount) throws(StoreError)
    -> [StoreTransaction]
  {
    guard !ids.isEmpty else { return [] }
    return try observe { _ in
      var result: [StoreTransaction] = []
      for id in ids {
        let owner = try database.first(
          "SELECT account_id FROM store_transaction WHERE transaction_id = ?", id, row: { $0.text(0) })
        guard owner == account, let transaction = try signedTransaction(id) else { continue }
        result.append(transaction)
      }
      return result
    }
  }

  /// The highest change counter among `account`'s transactions (0 when it has none): where a
  /// new app install starts listening for updates.
  public func latestUpdateSequence(account: String = AppStore.defaultAccount) throws(StoreError) -> Int64 {
    try observe { _ in
      try database.scalarInt("SELECT coalesce(max(update_seq), 0) FROM store_transaction WHERE account_id = ?", account)
    }
  }

  /// The current status of each subscription of `account`, with renewal info signed now.
  public func subscriptionStatuses(account: String = AppStore.defaultAccount) throws(StoreError)
    -> [StoreSubscriptionStatus]
  {
    try observe { now in
      let rows = try database.query(
        "SELECT \(SubscriptionRow.columns) FROM subscription WHERE account_id = ? ORDER BY group_id", account
      ) { (row) throws(SQLiteError) in try SubscriptionRow(row: row) }
      return try rows.map { row in
        let renewal = try renewalInfoPayload(row, at: now)
        return StoreSubscriptionStatus(
          groupID: row.groupID, originalTransactionID: row.originalTransactionID, state: row.status.rawValue,
          productID: row.productID, expiresDate: row.expiresMilliseconds,
          transaction: try recordedTransaction(
            row.latestTransactionID, namedBy: "subscription \(row.originalTransactionID)"),
          renewalInfo: renewal,
          renewalInfoJWS: try signer().sign(payload: renewal.jsonBytes()),
          sharedFromOriginalTransactionID: row.sharedFromOriginalID)
      }
    }
  }
}

/// A subscription's state in one group, as the status API reports it.
public struct StoreSubscriptionStatus: Sendable, Equatable {
  public var groupID: String
  public var originalTransactionID: Int64
  /// 1 subscribed, 2 expired, 3 in billing retry, 4 in grace period, 5 revoked.
  public var state: Int
  public var productID: String
  public var expiresDate: Int64
  /// The latest transaction.
  public var transaction: StoreTransaction
  public var renewalInfo: RenewalInfoPayload
  public var renewalInfoJWS: String
  /// For a family member's access to another's subscription, the purchaser's original
  /// transaction id; nil for the account's own.
  public var sharedFromOriginalTransactionID: Int64? = nil
}

extension AppStore {
  /// The next scheduled renewal, retry or expiry, earliest first, with what it is; nil when none.
  public func nextEvent() throws(StoreError) -> (date: Int64, kind: ScheduledStoreEvent)? {
    do {
      return try database.first(
        """
        SELECT next_event_ms, status, auto_renew, grace_expires_ms FROM subscription WHERE next_event_ms IS NOT NULL
        ORDER BY next_event_ms, original_transaction_id LIMIT 1
        """,
        row: { row throws(SQLiteError) -> (date: Int64, kind: ScheduledStoreEvent) in
          let date = row.int64(0)
          let kind: ScheduledStoreEvent =
            switch try row.value(1, as: SubscriptionRow.Status.self) {
            case .gracePeriod where row.optionalInt64(3) == date: .gracePeriodEnd
            case .gracePeriod, .billingRetry: .billingRetryEnd
            case .active where row.int64(2) != 0: .renewal
            default: .expiry
            }
          return (date, kind)
        })
    } catch {
      throw StoreError.from(error)
    }
  }

  /// When the next renewal, retry or expiry is due, if any subscription has one scheduled.
  public func nextEventDate() throws(StoreError) -> Int64? { try nextEvent()?.date }

  /// Every transaction of `account`, oldest first, as the ledger keeps them.
  public func allTransactions(account: String = AppStore.defaultAccount) throws(StoreError) -> [StoreTransaction] {
    try transactions(account: account, after: 0).sorted { $0.id < $1.id }
  }
}
