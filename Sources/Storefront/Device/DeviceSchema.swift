import SQLite

/// The tables of one device's app sandbox: what the app knows of its transactions (each kept with
/// its JWS, so that unlocks are re-derived from signed data) and its sync position. Nothing here
/// is trusted: the root comes from the system's trust store, coins live in the install's keychain
/// (`KeychainSchema`), and unlocks must agree with the store's latest signed word.
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
        """),
    // Version 2: the sandbox is untrusted. The pinned root goes (the system's trust store holds
    // it); coins and tokens move to the keychain (the old tables stay, renamed, for its one-time
    // import); the store epoch the device synced with is kept to notice a store that started over;
    // what another store signed is kept apart; rows that can never verify are set aside.
    SQLiteMigration(
      version: 2,
      sql: """
        ALTER TABLE device DROP COLUMN pinned_root;
        ALTER TABLE device ADD COLUMN store_epoch TEXT;
        ALTER TABLE ledger RENAME TO legacy_ledger;
        ALTER TABLE wallet RENAME TO legacy_wallet;
        ALTER TABLE own_token RENAME TO legacy_own_token;

        CREATE TABLE former_transaction(
          store_epoch TEXT,
          transaction_id INTEGER NOT NULL,
          product_id TEXT NOT NULL,
          purchase_ms INTEGER NOT NULL,
          jws TEXT NOT NULL,
          archived_ms INTEGER NOT NULL
        ) STRICT;

        CREATE TABLE set_aside(
          entry_id INTEGER PRIMARY KEY,
          transaction_id INTEGER,
          jws TEXT NOT NULL,
          reason TEXT NOT NULL,
          set_aside_ms INTEGER NOT NULL
        ) STRICT;
        """),
  ]
}
