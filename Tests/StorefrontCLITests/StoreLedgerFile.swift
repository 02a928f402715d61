import AppStoreSimulator
import SQLite

/// Opening a store's ledger directly, as a test that edits it must: no-op migrations up to the
/// schema version this build writes, so the file is opened as it is.
enum StoreLedgerFile {
  /// Empty steps 1 through the current ledger schema version.
  static var migrations: [SQLiteMigration] {
    (1...AppStore.ledgerSchemaVersion).map { SQLiteMigration(version: $0, sql: "") }
  }
}
