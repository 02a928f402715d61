import FoundationEssentials
import SQLite

extension AppStore {
  /// The secret a device presents to a served store to act as `account` (64 hex digits), made on
  /// first asking and kept in the ledger.
  public func wireToken(for account: String) throws(StoreError) -> String {
    do {
      return try database.write { database in
        if let known = try database.first(
          "SELECT token FROM wire_token WHERE account_id = ?", account, row: { $0.text(0) })
        {
          return known
        }
        var generator = SystemRandomNumberGenerator()
        let token = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
          .map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        let now = Int64(Date().timeIntervalSince1970 * 1000)
        try database.run(
          "INSERT INTO wire_token(account_id, token, created_ms) VALUES (?, ?, ?)", account, token, now)
        return token
      }
    } catch {
      throw StoreError.wrap(error)
    }
  }

  /// The account whose wire token is `token`; nil for a token the store never made.
  public func account(holdingWireToken token: String) throws(StoreError) -> String? {
    // Only the shape a token has is looked up.
    guard token.utf8.count == 64, token.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
      return nil
    }
    do {
      return try database.first("SELECT account_id FROM wire_token WHERE token = ?", token, row: { $0.text(0) })
    } catch {
      throw StoreError.from(error)
    }
  }
}
