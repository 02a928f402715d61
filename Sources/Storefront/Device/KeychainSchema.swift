import SQLite

/// The tables of one install's keychain: its app account tokens and its coin ledger and wallet,
/// kept by the device's system outside the app's sandbox.
enum KeychainSchema {
  /// The mark in the file header that says "a Storefront keychain" ("SFKC").
  static let applicationID: Int32 = 0x5346_4B43

  static let migrations = [
    SQLiteMigration(
      version: 1,
      sql: """
        CREATE TABLE install(
          id INTEGER PRIMARY KEY CHECK (id = 1),
          app_account_token TEXT NOT NULL,
          created_ms INTEGER NOT NULL
        ) STRICT;

        -- Every app account token this install has bought with: a consumable's coins are credited
        -- on the install whose token its transaction carries.
        CREATE TABLE own_token(token TEXT PRIMARY KEY) STRICT;

        -- Keys: 'tx:EPOCH:ID' and 'refund:EPOCH:ID' (EPOCH: the store ledger that signed it, so a
        -- store that starts over never collides with what was credited before), 'spend:UUID'.
        CREATE TABLE ledger(
          entry_id INTEGER PRIMARY KEY,
          idem_key TEXT NOT NULL UNIQUE,
          kind TEXT NOT NULL CHECK (kind IN ('purchase', 'spend', 'refund')),
          delta_coins INTEGER NOT NULL CHECK ((kind = 'purchase' AND delta_coins > 0)
            OR (kind <> 'purchase' AND delta_coins <= 0)),
          store_epoch TEXT,
          transaction_id INTEGER,
          product_id TEXT,
          created_ms INTEGER NOT NULL
        ) STRICT;

        CREATE TABLE wallet(
          id INTEGER PRIMARY KEY CHECK (id = 1),
          coins INTEGER NOT NULL CHECK (coins >= 0)
        ) STRICT;
        INSERT INTO wallet(id, coins) VALUES (1, 0);
        """),
    // A reversed refund gives back what the refund took: a 'reinstate' entry ('reinstate:EPOCH:ID:N'),
    // and a transaction refunded again after that takes its coins back again ('refund:EPOCH:ID:N').
    SQLiteMigration(
      version: 2,
      sql: """
        CREATE TABLE ledger_v2(
          entry_id INTEGER PRIMARY KEY,
          idem_key TEXT NOT NULL UNIQUE,
          kind TEXT NOT NULL CHECK (kind IN ('purchase', 'spend', 'refund', 'reinstate')),
          delta_coins INTEGER NOT NULL CHECK ((kind = 'purchase' AND delta_coins > 0)
            OR (kind = 'reinstate' AND delta_coins >= 0) OR (kind IN ('spend', 'refund') AND delta_coins <= 0)),
          store_epoch TEXT,
          transaction_id INTEGER,
          product_id TEXT,
          created_ms INTEGER NOT NULL
        ) STRICT;
        INSERT INTO ledger_v2 SELECT * FROM ledger;
        DROP TABLE ledger;
        ALTER TABLE ledger_v2 RENAME TO ledger;
        CREATE INDEX ledger_by_transaction ON ledger(store_epoch, transaction_id);
        """),
  ]
}
