import Catalog
import SQLite
import StoreWire

extension AppStore {
  /// What a family member hears of an event of a subscription the purchaser shares: the same
  /// notification for what changes the member's access or its renewal (Apple sends members the
  /// subscription, renewal, renewal-preference, renewal-status and failure notifications), an
  /// upgrade by offer code as the plan change it is for the member, and nothing for what concerns
  /// the purchaser's payment alone (price increases, refunds and their requests: a refund reaches
  /// members as REVOKE, see `revokeFamilyAccess`).
  static func memberNotification(of type: NotificationType, subtype: NotificationSubtype?)
    -> (type: NotificationType, subtype: NotificationSubtype?)?
  {
    switch type {
    case .subscribed, .didRenew, .didChangeRenewalStatus, .didChangeRenewalPref, .didFailToRenew,
      .gracePeriodExpired, .expired, .renewalExtended:
      (type, subtype)
    case .offerRedeemed where subtype == .upgrade: (.didChangeRenewalPref, .upgrade)
    case .offerRedeemed: (type, nil)
    default: nil
    }
  }

  /// Carries an event of `purchaser`'s subscription (as it is after the event) to the rest of its
  /// family when the product is family-shareable and the purchaser shares it: each member's own
  /// subscription follows the purchaser's, with its own transaction for each of the purchaser's
  /// (own ids, `FAMILY_SHARED`) and its own notification. A member whose shared subscription is
  /// new, or ended, hears SUBSCRIBED as a first or a returning subscriber.
  func shareSubscriptionEvent(
    _ type: NotificationType, subtype: NotificationSubtype?, of purchaser: SubscriptionRow, at now: Int64
  ) throws(SQLiteError) {
    guard purchaser.sharedFromOriginalID == nil, let heard = Self.memberNotification(of: type, subtype: subtype),
      catalog.product(purchaser.productID)?.familyShareable == true
    else { return }
    // Most purchasers have no family: that is asked first, on every renewal.
    let others = try familyOthers(of: purchaser.accountID)
    guard !others.isEmpty, try !isSharingStopped(purchaser.originalTransactionID),
      let source = try transactionRow(purchaser.latestTransactionID)
    else { return }
    for member in others {
      try follow(purchaser, source: source, member: member, heard: heard, at: now)
    }
  }

  /// Shares every subscription in force bought in `organizer`'s family with each other member
  /// that has no access to it yet (someone joined): SUBSCRIBED, as a first or returning subscriber.
  func shareSubscriptions(in organizer: String, at now: Int64) throws(SQLiteError) {
    let family = [organizer] + (try familyMembers(ofOrganizer: organizer))
    for account in family {
      let bought = try database.query(
        """
        SELECT \(SubscriptionRow.columns) FROM subscription
        WHERE account_id = ? AND shared_from_original_id IS NULL AND status IN (1, 3, 4) ORDER BY group_id
        """, account
      ) { (row) throws(SQLiteError) in try SubscriptionRow(row: row) }
      for purchaser in bought where catalog.product(purchaser.productID)?.familyShareable == true {
        guard try !isSharingStopped(purchaser.originalTransactionID),
          let source = try transactionRow(purchaser.latestTransactionID)
        else { continue }
        let following = try sharedSubscriptions(following: purchaser.originalTransactionID)
        let withAccess = Set(following.filter(\.isInForce).map(\.accountID))
        for member in family where member != account && !withAccess.contains(member) {
          try follow(purchaser, source: source, member: member, heard: (.subscribed, .initialBuy), at: now)
        }
      }
    }
  }

  /// Revokes `member`'s access to every subscription shared with it that is still in force
  /// (REVOKE, FAMILY_REVOKE, reason 0): it left the family, or the purchaser stopped sharing.
  func revokeSharedSubscriptions(_ rows: [SubscriptionRow], at now: Int64) throws {
    for row in rows where row.isInForce {
      guard let latest = try transactionRow(row.latestTransactionID), latest.revocationMilliseconds == nil else {
        continue
      }
      _ = try applyRevocation(latest, reason: 0, type: .familyRevoke, percentage: nil, at: now)
    }
  }

  /// The subscriptions shared with `account`, or those following purchaser subscription `original`.
  func sharedSubscriptions(account: String? = nil, following original: Int64? = nil) throws(SQLiteError)
    -> [SubscriptionRow]
  {
    try database.query(
      """
      SELECT \(SubscriptionRow.columns) FROM subscription
      WHERE shared_from_original_id IS NOT NULL AND (?1 IS NULL OR account_id = ?1)
        AND (?2 IS NULL OR shared_from_original_id = ?2)
      ORDER BY original_transaction_id
      """, account, original
    ) { (row) throws(SQLiteError) in try SubscriptionRow(row: row) }
  }

  /// Moves `member`'s subscription following `purchaser` to the purchaser's state, giving it its
  /// own copy of the purchaser's latest transaction `source` when it has none yet, and tells it
  /// `heard` (SUBSCRIBED is a first or returning subscription as the member sees it).
  private func follow(
    _ purchaser: SubscriptionRow, source: TransactionRow, member: String,
    heard: (type: NotificationType, subtype: NotificationSubtype?), at now: Int64
  ) throws(SQLiteError) {
    let existing = try database.first(
      "SELECT \(SubscriptionRow.columns) FROM subscription WHERE shared_from_original_id = ? AND account_id = ?",
      purchaser.originalTransactionID, member
    ) { (row) throws(SQLiteError) in try SubscriptionRow(row: row) }
    // A member without access (new, or its access ended) gets it back only from a purchase or
    // renewal in force, told as SUBSCRIBED.
    let hadAccess = existing?.isInForce ?? false
    var notification = heard
    if !hadAccess {
      guard purchaser.isEntitled || purchaser.status == .billingRetry else { return }
      notification = (.subscribed, existing == nil ? .initialBuy : .resubscribe)
    }
    var copy: TransactionRow?
    if let existing { copy = try transactionRow(existing.latestTransactionID) }
    if copy?.sharedFromID != source.transactionID || !hadAccess {
      // The purchaser's previous transaction may have been upgraded since.
      if var previous = copy, let from = previous.sharedFromID, !previous.isUpgraded,
        try transactionRow(from)?.isUpgraded == true
      {
        previous.isUpgraded = true
        try update(previous, at: now)
      }
      copy = try copyTransaction(source, for: member, into: existing, startsChain: !hadAccess, at: now)
    } else if var current = copy, current.expiresMilliseconds != source.expiresMilliseconds {
      // A renewal extension, or a period ended now, moves the purchaser's expiry.
      current.expiresMilliseconds = source.expiresMilliseconds
      try update(current, at: now)
    }
    guard let copy else { return }
    var following = purchaser
    following.originalTransactionID = copy.originalTransactionID
    following.accountID = member
    following.latestTransactionID = copy.transactionID
    following.sharedFromOriginalID = purchaser.originalTransactionID
    following.priceIncrease = nil
    following.recentStartMilliseconds =
      try hadAccess ? existing?.recentStartMilliseconds ?? now : recentStart(resubscribing: existing, at: now)
    try following.save(in: database)
    try notify(
      notification.type, subtype: notification.subtype, transactionID: copy.transactionID, subscription: following,
      at: now)
  }

  /// Records `member`'s own copy of the purchaser's transaction `source`: its own ids, owned
  /// FAMILY_SHARED, in the chain of `chain` (a new chain when nil); the first of the member's
  /// access (`startsChain`) is its purchase, whatever the purchaser's transaction was.
  private func copyTransaction(
    _ source: TransactionRow, for member: String, into chain: SubscriptionRow?, startsChain: Bool, at now: Int64
  ) throws(SQLiteError) -> TransactionRow {
    let id = try nextValue("transaction")
    var original: TransactionRow?
    if let chain { original = try transactionRow(chain.originalTransactionID) }
    var row = source
    row.transactionID = id
    row.originalTransactionID = original?.transactionID ?? id
    row.originalPurchaseMilliseconds = original?.purchaseMilliseconds ?? source.purchaseMilliseconds
    row.webOrderLineItemID = try nextValue("webOrderLineItem")
    row.accountID = member
    row.deviceID = nil
    row.appAccountToken = nil
    row.isUpgraded = false
    row.revocationMilliseconds = nil
    row.revocationReason = nil
    row.revocationType = nil
    row.revocationPercentage = nil
    row.orderID = OrderID.make(transactionID: id)
    row.sharedFromID = source.transactionID
    if startsChain { row.reason = .purchase }
    try record(row, at: now)
    return row
  }
}
