import Catalog
import SQLite
import StoreWire

extension AppStore {
  /// The most members a family has besides its organizer (a family of six).
  public static let mostFamilyMembers = 5

  /// Adds `member` to `organizer`'s family (Family Sharing): it gets its own transaction, owned
  /// `FAMILY_SHARED`, for each family-shareable non-consumable anyone else in the family bought and
  /// still has (ONE_TIME_CHARGE) and its own subscription following each family-shareable
  /// subscription in force (SUBSCRIBED), as Apple's member notifications say; what it bought
  /// reaches the others the same way.
  public func addFamilyMember(_ member: String, to organizer: String = AppStore.defaultAccount) throws(StoreError) {
    guard StoreAccount.isValidName(member) else {
      throw .invalidRequest("an account is named with \(StoreAccount.nameRule)")
    }
    guard member != organizer else { throw .invalidRequest("\(member) organizes the family; add another account") }
    try change { now in
      try ensureAccount(member, at: now)
      try ensureAccount(organizer, at: now)
      if let family = try database.first(
        "SELECT organizer_id FROM family_member WHERE account_id = ?", member, row: { $0.text(0) })
      {
        throw StoreError.invalidRequest(
          family == organizer ? "\(member) is already in the family" : "\(member) is in \(family)'s family")
      }
      guard try database.scalarInt("SELECT count(*) FROM family_member WHERE account_id = ?", organizer) == 0 else {
        throw StoreError.invalidRequest("\(organizer) is a member of another family and cannot organize one")
      }
      guard try familyMembers(ofOrganizer: organizer).count < Self.mostFamilyMembers else {
        throw StoreError.invalidRequest(
          "\(organizer)'s family is full: the organizer and \(Self.mostFamilyMembers) others")
      }
      try database.run(
        "INSERT INTO family_member(account_id, organizer_id, joined_ms) VALUES (?, ?, ?)", member, organizer, now)
      // What the family bought reaches the new member, and what the member bought the family.
      let family = [organizer] + (try familyMembers(ofOrganizer: organizer))
      for purchase in try sharedPurchases(in: organizer) {
        for other in family where other != purchase.accountID { try share(purchase, with: other, at: now) }
      }
      try shareSubscriptions(in: organizer, at: now)
    }
  }

  /// Takes `member` out of its family: every purchase and subscription shared with it, and every
  /// access the others had to its own, is revoked (REVOKE, `revocationType` FAMILY_REVOKE, reason
  /// 0), as when a member leaves or is removed.
  public func removeFamilyMember(_ member: String) throws(StoreError) {
    try change { now in
      guard try database.scalarInt("SELECT count(*) FROM family_member WHERE account_id = ?", member) > 0 else {
        throw StoreError.invalidRequest("\(member) is in no family")
      }
      for row in try sharedTransactions(account: member) {
        _ = try applyRevocation(row, reason: 0, type: .familyRevoke, percentage: nil, at: now)
      }
      try revokeSharedSubscriptions(try sharedSubscriptions(account: member), at: now)
      let others = try familyOthers(of: member)
      for row in try sharedTransactions(purchasedBy: member) where others.contains(row.accountID) {
        _ = try applyRevocation(row, reason: 0, type: .familyRevoke, percentage: nil, at: now)
      }
      let owned = try database.query(
        "SELECT original_transaction_id FROM subscription WHERE account_id = ? AND shared_from_original_id IS NULL",
        member
      ) { $0.int64(0) }
      for original in owned {
        try revokeSharedSubscriptions(
          try sharedSubscriptions(following: original).filter { others.contains($0.accountID) }, at: now)
      }
      try database.run("DELETE FROM family_member WHERE account_id = ?", member)
    }
  }

  /// The purchaser stops sharing purchase `id` with the family (a subscription's: any transaction
  /// of it): each member's access to it is revoked (REVOKE, FAMILY_REVOKE, reason 0) and members
  /// who join later, or renewals to come, do not bring it back.
  public func stopSharing(transactionID id: Int64) throws(StoreError) {
    try change { now in
      guard let row = try transactionRow(id), row.sharedFromID == nil else {
        throw StoreError.invalidRequest("transaction \(id) is not a purchase of the family's")
      }
      guard [.nonConsumable, .autoRenewable].contains(row.productType),
        catalog.product(row.productID)?.familyShareable == true
      else {
        throw StoreError.invalidRequest(
          "\(row.productID) is not shared with the family (not a family-shareable purchase)")
      }
      let shared = row.productType == .autoRenewable ? row.originalTransactionID : id
      try database.run(
        "INSERT OR IGNORE INTO sharing_stopped(transaction_id, stopped_ms) VALUES (?, ?)", shared, now)
      if row.productType == .autoRenewable {
        try revokeSharedSubscriptions(try sharedSubscriptions(following: shared), at: now)
      } else {
        try revokeFamilyAccess(to: id, reason: 0, at: now)
      }
    }
  }

  /// The accounts of `account`'s family besides its organizer, in the order they joined (empty for
  /// an account in no family).
  public func familyMembers(of account: String = AppStore.defaultAccount) throws(StoreError) -> [String] {
    try change { _ in try familyMembers(ofOrganizer: try organizer(of: account)) }
  }

  /// The organizer of `account`'s family: `account` itself unless it is a member.
  func organizer(of account: String) throws(SQLiteError) -> String {
    try database.first("SELECT organizer_id FROM family_member WHERE account_id = ?", account) { $0.text(0) }
      ?? account
  }

  func familyMembers(ofOrganizer organizer: String) throws(SQLiteError) -> [String] {
    try database.query(
      "SELECT account_id FROM family_member WHERE organizer_id = ? ORDER BY joined_ms, account_id", organizer
    ) { $0.text(0) }
  }

  /// Everyone in `account`'s family but `account`: the accounts a purchase of its is shared with.
  func familyOthers(of account: String) throws(SQLiteError) -> [String] {
    let organizer = try organizer(of: account)
    return ([organizer] + (try familyMembers(ofOrganizer: organizer))).filter { $0 != account }
  }

  /// Shares a new purchase `row` with the rest of its buyer's family when the product is
  /// family-shareable (non-consumables; inside a write transaction).
  func shareWithFamily(_ row: TransactionRow, at now: Int64) throws {
    guard row.sharedFromID == nil, row.productType == .nonConsumable,
      catalog.product(row.productID)?.familyShareable == true, try !isSharingStopped(row.transactionID)
    else { return }
    for member in try familyOthers(of: row.accountID) { try share(row, with: member, at: now) }
  }

  /// Revokes every family member's access to purchase `id` (a refund of the purchaser's
  /// transaction): REVOKE with FAMILY_REVOKE and the purchaser's reason.
  func revokeFamilyAccess(to id: Int64, reason: Int, at now: Int64) throws {
    let shared = try database.query(
      "SELECT \(TransactionRow.columns) FROM store_transaction WHERE shared_from_id = ? AND revocation_ms IS NULL",
      id
    ) { (row) throws(SQLiteError) in try TransactionRow(row: row) }
    for row in shared { _ = try applyRevocation(row, reason: reason, type: .familyRevoke, percentage: nil, at: now) }
  }

  /// The family-shareable non-consumables bought (not shared) in `organizer`'s family and not revoked.
  private func sharedPurchases(in organizer: String) throws -> [TransactionRow] {
    let accounts = [organizer] + (try familyMembers(ofOrganizer: organizer))
    var purchases: [TransactionRow] = []
    for account in accounts {
      purchases += try database.query(
        """
        SELECT \(TransactionRow.columns) FROM store_transaction
        WHERE account_id = ? AND shared_from_id IS NULL AND revocation_ms IS NULL AND product_type = ?
        ORDER BY transaction_id
        """, account, ProductType.nonConsumable.rawValue
      ) { (row) throws(SQLiteError) in try TransactionRow(row: row) }
      .filter { catalog.product($0.productID)?.familyShareable == true }
    }
    return try purchases.filter { try !isSharingStopped($0.transactionID) }
  }

  /// Whether the purchaser stopped sharing purchase `id`.
  func isSharingStopped(_ id: Int64) throws(SQLiteError) -> Bool {
    try database.scalarInt("SELECT count(*) FROM sharing_stopped WHERE transaction_id = ?", id) > 0
  }

  /// The unrevoked purchases (not subscriptions, which `sharedSubscriptions` follows) shared with
  /// `account`.
  private func sharedTransactions(account: String) throws -> [TransactionRow] {
    try database.query(
      """
      SELECT \(TransactionRow.columns) FROM store_transaction
      WHERE account_id = ? AND shared_from_id IS NOT NULL AND revocation_ms IS NULL AND product_type <> ?
      ORDER BY transaction_id
      """, account, ProductType.autoRenewable.rawValue
    ) { (row) throws(SQLiteError) in try TransactionRow(row: row) }
  }

  /// The unrevoked accesses others have to purchases (not subscriptions) `purchaser` made.
  private func sharedTransactions(purchasedBy purchaser: String) throws -> [TransactionRow] {
    try database.query(
      """
      SELECT \(TransactionRow.columns) FROM store_transaction
      WHERE shared_from_id IN (SELECT transaction_id FROM store_transaction WHERE account_id = ?)
        AND revocation_ms IS NULL AND product_type <> ?
      ORDER BY transaction_id
      """, purchaser, ProductType.autoRenewable.rawValue
    ) { (row) throws(SQLiteError) in try TransactionRow(row: row) }
  }

  /// Gives `member` its own transaction for `purchase` (unless it has one), owned FAMILY_SHARED,
  /// and sends it ONE_TIME_CHARGE.
  private func share(_ purchase: TransactionRow, with member: String, at now: Int64) throws {
    let had = try database.scalarInt(
      "SELECT count(*) FROM store_transaction WHERE account_id = ? AND shared_from_id = ? AND revocation_ms IS NULL",
      member, purchase.transactionID)
    guard had == 0 else { return }
    let id = try nextValue("transaction")
    var row = TransactionRow(
      transactionID: id, originalTransactionID: id, webOrderLineItemID: nil, accountID: member, deviceID: nil,
      productID: purchase.productID, productType: purchase.productType, groupID: nil, purchaseMilliseconds: now,
      originalPurchaseMilliseconds: now, expiresMilliseconds: nil, quantity: 1,
      priceMilliunits: purchase.priceMilliunits, currency: purchase.currency, storefront: purchase.storefront,
      storefrontID: purchase.storefrontID, offer: nil, reason: .purchase, appAccountToken: nil)
    row.sharedFromID = purchase.transactionID
    try record(row, at: now)
    try notify(.oneTimeCharge, transactionID: id, at: now)
  }
}
