import SQLite

extension AppStore {
  /// Takes `productID` off sale, as a developer removing it from sale in App Store Connect: it can
  /// no longer be bought (`productUnavailable`), and a subscription set to renew to it expires at
  /// the end of its period (EXPIRED, PRODUCT_NOT_FOR_SALE, expiration intent 4). What was bought
  /// stays bought.
  public func removeFromSale(_ productID: String) throws(StoreError) {
    guard catalog.product(productID) != nil else { throw .invalidRequest(unknownProductMessage(productID)) }
    try change { now in
      try database.run("INSERT OR IGNORE INTO off_sale(product_id, removed_ms) VALUES (?, ?)", productID, now)
    }
  }

  /// Puts `productID` back on sale.
  public func returnToSale(_ productID: String) throws(StoreError) {
    guard catalog.product(productID) != nil else { throw .invalidRequest(unknownProductMessage(productID)) }
    try change { _ in try database.run("DELETE FROM off_sale WHERE product_id = ?", productID) }
  }

  /// The products taken off sale, in id order.
  public func productsOffSale() throws(StoreError) -> [String] {
    try change { _ in try database.query("SELECT product_id FROM off_sale ORDER BY product_id") { $0.text(0) } }
  }

  /// Whether `productID` is off sale (inside a transaction).
  func isOffSale(_ productID: String) throws(SQLiteError) -> Bool {
    try database.scalarInt("SELECT count(*) FROM off_sale WHERE product_id = ?", productID) > 0
  }
}
