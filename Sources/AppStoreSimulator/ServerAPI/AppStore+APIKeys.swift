import SQLite

extension AppStore {
  /// The columns of `api_key` in `APIKey` order.
  private static let apiKeyColumns = "key_id, issuer_id, name, public_key, created_ms, revoked_ms"

  /// Registers `key`; throws `invalidRequest` when its id is taken.
  public func registerAPIKey(_ key: APIKey) throws(StoreError) {
    do {
      try database.write { database in
        guard try database.scalarInt("SELECT count(*) FROM api_key WHERE key_id = ?", key.keyID) == 0 else {
          throw StoreError.invalidRequest("key id \(key.keyID) is already registered")
        }
        try database.run(
          "INSERT INTO api_key(\(Self.apiKeyColumns)) VALUES (?, ?, ?, ?, ?, ?)", key.keyID, key.issuerID, key.name,
          key.publicKeyDER, key.createdAt, key.revokedAt)
      }
    } catch {
      throw StoreError.wrap(error)
    }
  }

  /// Every registered key, revoked ones too, oldest first.
  public func apiKeys() throws(StoreError) -> [APIKey] {
    do {
      return try database.query("SELECT \(Self.apiKeyColumns) FROM api_key ORDER BY created_ms, key_id") {
        Self.apiKey(row: $0)
      }
    } catch {
      throw StoreError.from(error)
    }
  }

  /// The key with id `keyID`, revoked or not; nil when none is registered.
  public func apiKey(_ keyID: String) throws(StoreError) -> APIKey? {
    do {
      return try database.first("SELECT \(Self.apiKeyColumns) FROM api_key WHERE key_id = ?", keyID) {
        Self.apiKey(row: $0)
      }
    } catch {
      throw StoreError.from(error)
    }
  }

  /// Revokes key `keyID` at real time `date`; false when no such key exists. Revoking twice
  /// keeps the first date.
  @discardableResult
  public func revokeAPIKey(_ keyID: String, at date: Int64) throws(StoreError) -> Bool {
    do {
      return try database.write { database in
        try database.run(
          "UPDATE api_key SET revoked_ms = coalesce(revoked_ms, ?) WHERE key_id = ?", date, keyID) > 0
      }
    } catch {
      throw StoreError.wrap(error)
    }
  }

  private static func apiKey(row: SQLiteRow) -> APIKey {
    APIKey(
      keyID: row.text(0), issuerID: row.text(1), name: row.text(2), publicKeyDER: row.blob(3),
      createdAt: row.int64(4), revokedAt: row.optionalInt64(5))
  }
}
