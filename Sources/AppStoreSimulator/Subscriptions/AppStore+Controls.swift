import Catalog
import SQLite

extension AppStore {
  /// Subscription `originalID`, refused when it is a family member's access to someone else's
  /// (it follows the purchaser's, whose subscription the controls act on).
  func purchasedSubscription(_ originalID: Int64) throws -> SubscriptionRow? {
    guard let subscription = try subscription(originalID: originalID) else { return nil }
    if let purchaser = subscription.sharedFromOriginalID {
      throw StoreError.invalidRequest(
        "subscription \(originalID) is shared by the family from \(purchaser); the purchaser's subscription "
          + "\(purchaser) is the one that changes")
    }
    return subscription
  }

  /// Turns auto-renew of the subscription `originalID` on or off (DID_CHANGE_RENEWAL_STATUS).
  public func setAutoRenew(originalID: Int64, enabled: Bool) throws(StoreError) {
    try change { now in
      guard var subscription = try purchasedSubscription(originalID),
        subscription.isInForce
      else { throw StoreError.invalidRequest("there is no active subscription \(originalID)") }
      guard subscription.willRenew != enabled else { return }
      try switchAutoRenew(&subscription, on: enabled, intent: enabled ? nil : 1, at: now)
    }
  }

  /// Turns auto-renew of `subscription` on or off at `now`, with the expiration intent that goes
  /// with it, and says so (DID_CHANGE_RENEWAL_STATUS).
  /// A commitment's cancellation turns off the commitment's renewal, not auto-renew: the monthly
  /// payments go on to the twelfth, as Apple's (`commitmentAutoRenewStatus` 0, `autoRenewStatus` 1).
  func switchAutoRenew(_ subscription: inout SubscriptionRow, on: Bool, intent: Int?, at now: Int64) throws {
    if var commitment = subscription.commitment {
      commitment.autoRenew = on
      subscription.commitment = commitment
    } else {
      subscription.autoRenew = on
    }
    subscription.expirationIntent = intent
    try subscription.save(in: database)
    try notify(
      .didChangeRenewalStatus, subtype: on ? .autoRenewEnabled : .autoRenewDisabled,
      transactionID: subscription.latestTransactionID, subscription: subscription, at: now)
  }

  /// Ends the current period of subscription `originalID` now, like Xcode's "expire
  /// subscription": with auto-renew off it expires, with auto-renew on it renews (or fails into
  /// billing retry) at once.
  public func endPeriodNow(originalID: Int64) throws(StoreError) {
    try change { now in
      guard var subscription = try purchasedSubscription(originalID), subscription.status == .active else {
        throw StoreError.invalidRequest("there is no active subscription \(originalID)")
      }
      subscription.expiresMilliseconds = now
      try subscription.save(in: database)
      // The period that ended now no longer runs to its old end (its transaction says so).
      if var latest = try transactionRow(subscription.latestTransactionID), (latest.expiresMilliseconds ?? 0) > now {
        latest.expiresMilliseconds = now
        try update(latest, at: now)
      }
      try processDue(until: now)
    }
  }

  /// Lets subscription `originalID` lapse as a customer's cancellation does, the honest way to
  /// see one expire (Apple has no "expire now"): auto-renew turns off (DID_CHANGE_RENEWAL_STATUS,
  /// AUTO_RENEW_DISABLED, when it was on) and the store's clock moves on to the end of the paid
  /// period, where it expires (EXPIRED, VOLUNTARY) with its signed `expiresDate` as it was; every
  /// other subscription lives through that time too. One in billing retry or its grace period,
  /// whose paid period is already over, expires at once. Returns the moment it expired.
  @discardableResult
  public func lapse(originalID: Int64) throws(StoreError) -> Int64 {
    do {
      // One write transaction: no other terminal can turn auto-renew back on half-way, and a
      // failure leaves nothing changed.
      return try database.write { database in
        let now = try clock.now(in: database)
        try processDue(until: now)
        guard var subscription = try purchasedSubscription(originalID),
          subscription.isInForce
        else { throw StoreError.invalidRequest("there is no active subscription \(originalID)") }
        if subscription.willRenew { try switchAutoRenew(&subscription, on: false, intent: 1, at: now) }
        if subscription.status == .active && subscription.expiresMilliseconds > now {
          // A commitment's payments go on to its end.
          let ends = subscription.commitment?.expiresMilliseconds ?? subscription.expiresMilliseconds
          try processDue(until: try clock.advance(by: ends - now, in: database))
          return ends
        }
        try expire(&subscription, intent: 1, subtype: .voluntary, at: now)
        try clock.mark(now, in: database)
        return now
      }
    } catch {
      throw StoreError.wrap(error)
    }
  }

  /// Refunds transaction `id` in full (REFUND): it is revoked with `reason` (0 other, 1
  /// developer issue); a refunded subscription transaction revokes the subscription.
  @discardableResult
  public func refund(transactionID id: Int64, reason: Int = 0) throws(StoreError) -> StoreTransaction {
    try revoke(id, reason: reason, type: .refundFull)
  }

  /// Revokes a family member's access to a shared purchase, transaction `id` (REVOKE,
  /// FAMILY_REVOKE), as when the purchaser stops sharing it. Apple revokes only family-shared
  /// transactions: a purchase of the account's own is refunded (`refund`) instead.
  @discardableResult
  public func revoke(transactionID id: Int64, reason: Int = 0) throws(StoreError) -> StoreTransaction {
    let shared = try change { _ in try transactionRow(id)?.sharedFromID != nil }
    guard shared else {
      throw .invalidRequest(
        "transaction \(id) is not a family member's shared access; Apple revokes only those "
          + "(refund a purchase with store refund, or take a member out with store family remove)")
    }
    return try revoke(id, reason: reason, type: .familyRevoke)
  }

  private func revoke(_ id: Int64, reason: Int, type: RevocationType) throws(StoreError) -> StoreTransaction {
    guard reason == 0 || reason == 1 else {
      throw .invalidRequest("revocation reason must be 0 (other) or 1 (developer issue), got \(reason)")
    }
    return try change { now in
      guard let row = try transactionRow(id) else { throw StoreError.invalidRequest("there is no transaction \(id)") }
      guard row.revocationMilliseconds == nil else {
        throw StoreError.invalidRequest("transaction \(id) is already revoked")
      }
      return try applyRevocation(row, reason: reason, type: type, percentage: type.isRefund ? 100_000 : nil, at: now)
    }
  }

  /// Revokes `row` now with `reason`, `type` and `percentage`, revoking its subscription when it
  /// is the subscription's latest transaction, and sends REFUND or REVOKE (inside a write
  /// transaction).
  func applyRevocation(_ row: TransactionRow, reason: Int, type: RevocationType, percentage: Int?, at now: Int64)
    throws -> StoreTransaction
  {
    var row = row
    let id = row.transactionID
    row.revocationMilliseconds = now
    row.revocationReason = reason
    row.revocationType = type
    row.revocationPercentage = percentage
    try update(row, at: now)
    let transaction = try recordedTransaction(row.transactionID, namedBy: "the revocation")
    var subscription = try row.groupID == nil ? nil : subscription(originalID: row.originalTransactionID)
    if var revoked = subscription, revoked.latestTransactionID == id {
      revoked.status = .revoked
      revoked.autoRenew = false
      revoked.expirationIntent = nil
      revoked.graceExpiresMilliseconds = nil
      revoked.retryUntilMilliseconds = nil
      try revoked.save(in: database)
      subscription = revoked
    }
    try notify(
      type.isRefund ? NotificationType.refund : .revoke, transactionID: id, subscription: subscription, at: now)
    // A refunded purchase takes its family members' access with it.
    if type.isRefund, row.sharedFromID == nil { try revokeFamilyAccess(to: id, reason: reason, at: now) }
    return transaction
  }
}
