import Catalog
import FoundationEssentials
import SQLite

extension AppStore {
  /// Records a purchase that waits (inside a write transaction).
  func addPending(_ request: PurchaseRequest, kind: PendingPurchase.Kind, at now: Int64) throws
    -> PendingPurchase
  {
    let device = try deviceID(named: request.device, account: request.account, at: now)
    try database.run(
      """
      INSERT INTO pending_purchase(account_id, device_id, product_id, quantity, offer_id, app_account_token, kind,
        state, created_ms, billing_plan) VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)
      """,
      request.account, device, request.productID, request.quantity, request.offerID,
      request.appAccountToken?.uuidString.lowercased(), kind.rawValue, now,
      request.billingPlan == .monthly ? request.billingPlan.rawValue : nil)
    let id = try database.scalarInt("SELECT last_insert_rowid()")
    guard let added = try pending(id) else {
      throw damaged("pending purchase \(id), just added, is not there")
    }
    return added
  }

  func pending(_ id: Int64) throws(SQLiteError) -> PendingPurchase? {
    try database.first(
      """
      SELECT p.pending_id, p.kind, p.state, p.product_id, p.quantity, d.name, p.created_ms, p.transaction_id
      FROM pending_purchase p LEFT JOIN device d ON d.device_id = p.device_id WHERE p.pending_id = ?
      """, id
    ) { (row) throws(SQLiteError) in
      PendingPurchase(
        id: row.int64(0), kind: try row.value(1, as: PendingPurchase.Kind.self),
        state: try row.value(2, as: PendingPurchase.State.self), productID: row.text(3), quantity: row.int(4),
        deviceName: row.text(5), createdDate: row.int64(6), transactionID: row.optionalInt64(7))
    }
  }

  /// Purchases waiting for approval or resolution, oldest first.
  public func pendingPurchases() throws(StoreError) -> [PendingPurchase] {
    do {
      let ids = try database.query(
        "SELECT pending_id FROM pending_purchase WHERE state = 'pending' ORDER BY pending_id"
      ) {
        $0.int64(0)
      }
      var result: [PendingPurchase] = []
      for id in ids { if let purchase = try pending(id) { result.append(purchase) } }
      return result
    } catch {
      throw StoreError.from(error)
    }
  }

  /// A parent approves an Ask to Buy request: the purchase completes now.
  public func approve(pending id: Int64) throws(StoreError) -> StorePurchaseResult {
    try settle(id, kind: .askToBuy, state: .approved, charge: true)
  }

  /// A parent declines an Ask to Buy request: nothing is charged.
  public func decline(pending id: Int64) throws(StoreError) -> StorePurchaseResult {
    try settle(id, kind: .askToBuy, state: .declined, charge: false)
  }

  /// The customer resolves an interrupted purchase: it completes now.
  public func resolve(pending id: Int64) throws(StoreError) -> StorePurchaseResult {
    try settle(id, kind: .interrupted, state: .resolved, charge: true)
  }

  private func settle(_ id: Int64, kind: PendingPurchase.Kind, state: PendingPurchase.State, charge: Bool)
    throws(StoreError) -> StorePurchaseResult
  {
    try change { now in
      guard
        let stored = try database.first(
          """
          SELECT p.account_id, d.name, p.product_id, p.quantity, p.offer_id, p.app_account_token, p.kind, p.state,
            p.billing_plan
          FROM pending_purchase p LEFT JOIN device d ON d.device_id = p.device_id WHERE p.pending_id = ?
          """, id,
          row: { row in
            var request = PurchaseRequest(
              productID: row.text(2), quantity: row.int(3), appAccountToken: row.optionalText(5).flatMap(UUID.init),
              offerID: row.optionalText(4), device: row.text(1), account: row.text(0), outcome: .success)
            request.billingPlan = row.optionalText(8).flatMap(BillingPlanType.init(rawValue:)) ?? .billedUpFront
            return (request, row.text(6), row.text(7))
          })
      else { throw StoreError.invalidRequest("there is no pending purchase \(id)") }
      let (request, storedKind, storedState) = stored
      guard storedKind == kind.rawValue else {
        throw StoreError.invalidRequest("pending purchase \(id) is \(storedKind), not \(kind.rawValue)")
      }
      guard storedState == PendingPurchase.State.pending.rawValue else {
        throw StoreError.invalidRequest("pending purchase \(id) is already \(storedState)")
      }
      var result = StorePurchaseResult.userCancelled
      var transactionID: Int64?
      if charge {
        guard let product = catalog.product(request.productID) else {
          return StorePurchaseResult.failed(.productUnavailable)
        }
        let storefront = try accountStorefront(request.account)
        if let owned = try ownedTransaction(product, account: request.account) {
          result = .alreadyOwned(owned)
        } else if try product.prices[storefront.id] == nil || isOffSale(product.id) {
          result = .failed(.productUnavailable)
        } else {
          result = try complete(request, product: product, storefront: storefront, at: now)
        }
        if case .purchased(let transaction) = result { transactionID = transaction.id }
        if case .alreadyOwned(let transaction) = result { transactionID = transaction.id }
      }
      try database.run(
        "UPDATE pending_purchase SET state = ?, settled_ms = ?, transaction_id = ? WHERE pending_id = ?",
        state.rawValue,
        now, transactionID, id)
      return result
    }
  }
}
