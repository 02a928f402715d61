import SQLite

/// The tables of one device's app state: what the app knows of its transactions (each kept with
/// its JWS, so that unlocks are re-derived from signed data), the coin ledger and wallet, and the
/// device's identity and sync position.
enum DeviceSchema {
  /// The mark in the file header that says "a Storefront device" ("SFDV").
  static let applicationID: Int32 = 0x5346_4456

  static let migrations = [
    SQLiteMigration(
      version: 1,
      sql: """
        CREATE TABLE device(
          id INTEGER PRIMARY KEY CHECK (id = 1),
          name TEXT NOT NULL,
          account TEXT NOT NULL,
          pinned_root BLOB NOT NULL,
          app_account_token TEXT NOT NULL,
          last_update_seq INTEGER NOT NULL DEFAULT 0,
          created_ms INTEGER NOT NULL
        ) STRICT;

        -- Every app account token this install has bought with: a consumable's coins are credited
        -- on the install whose token its transaction carries.
        CREATE TABLE own_token(token TEXT PRIMARY KEY) STRICT;

        CREATE TABLE app_transaction(
          transaction_id INTEGER PRIMARY KEY,
          original_transaction_id INTEGER NOT NULL,
          product_id TEXT NOT NULL,
          product_type TEXT NOT NULL,
          group_id TEXT,
          purchase_ms INTEGER NOT NULL,
          expires_ms INTEGER,
          revocation_ms INTEGER,
          is_upgraded INTEGER NOT NULL CHECK (is_upgraded IN (0, 1)),
          quantity INTEGER NOT NULL,
          signed_ms INTEGER NOT NULL,
          jws TEXT NOT NULL,
          finished INTEGER NOT NULL DEFAULT 0 CHECK (finished IN (0, 1)),
          received_ms INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX app_transaction_by_product ON app_transaction(product_id, purchase_ms, transaction_id);
        CREATE INDEX app_transaction_unfinished ON app_transaction(transaction_id) WHERE finished = 0;

        CREATE TABLE ledger(
          entry_id INTEGER PRIMARY KEY,
          idem_key TEXT NOT NULL UNIQUE,
          kind TEXT NOT NULL CHECK (kind IN ('purchase', 'spend', 'refund')),
          delta_coins INTEGER NOT NULL CHECK (kind = 'refund' OR delta_coins <> 0),
          transaction_id INTEGER,
          product_id TEXT,
          created_ms INTEGER NOT NULL
        ) STRICT;

        CREATE TABLE wallet(
          id INTEGER PRIMARY KEY CHECK (id = 1),
          coins INTEGER NOT NULL CHECK (coins >= 0)
        ) STRICT;
        INSERT INTO wallet(id, coins) VALUES (1, 0);
        """)
  ]
}
