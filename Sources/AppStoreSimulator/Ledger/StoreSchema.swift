import SQLite

/// The store ledger's tables, as `user_version` migrations. Money is integer milliunits and
/// every date integer epoch milliseconds of the simulated clock.
///
/// Each transaction and notification keeps the exact payload it was recorded with; its JWS is
/// signed from those bytes the first time anyone reads it (the signature is then kept, without
/// the `x5c` header every JWS shares). Renewals caught up by the thousand thus cost no signature
/// until a device or server asks for them, and the signed content is what was true at the time.
enum StoreSchema {
  /// The mark in the file header that says "a Storefront store ledger" ("SFST").
  static let applicationID: Int32 = 0x5346_5354

  static let migrations = [
    SQLiteMigration(
      version: 1,
      sql: """
        CREATE TABLE counter(
          name TEXT PRIMARY KEY,
          value INTEGER NOT NULL
        ) STRICT;
        INSERT INTO counter VALUES ('transaction', 2000000000000000), ('webOrderLineItem', 2000000000000000),
          ('update', 0), ('notification', 0);

        CREATE TABLE clock(
          id INTEGER PRIMARY KEY CHECK (id = 1),
          anchor_real_ms INTEGER NOT NULL,
          anchor_simulated_ms INTEGER NOT NULL,
          rate INTEGER NOT NULL,
          watermark_ms INTEGER NOT NULL
        ) STRICT;

        CREATE TABLE account(
          account_id TEXT PRIMARY KEY,
          storefront TEXT NOT NULL,
          created_ms INTEGER NOT NULL
        ) STRICT;

        CREATE TABLE device(
          device_id INTEGER PRIMARY KEY,
          account_id TEXT NOT NULL REFERENCES account(account_id),
          name TEXT NOT NULL,
          created_ms INTEGER NOT NULL,
          UNIQUE (account_id, name)
        ) STRICT;

        CREATE TABLE store_transaction(
          transaction_id INTEGER PRIMARY KEY,
          original_transaction_id INTEGER NOT NULL,
          web_order_line_item_id INTEGER,
          account_id TEXT NOT NULL REFERENCES account(account_id),
          device_id INTEGER REFERENCES device(device_id),
          product_id TEXT NOT NULL,
          product_type TEXT NOT NULL,
          group_id TEXT,
          purchase_ms INTEGER NOT NULL,
          original_purchase_ms INTEGER NOT NULL,
          expires_ms INTEGER,
          quantity INTEGER NOT NULL CHECK (quantity > 0),
          price_milliunits INTEGER NOT NULL CHECK (price_milliunits >= 0),
          currency TEXT NOT NULL,
          storefront TEXT NOT NULL,
          storefront_id TEXT NOT NULL,
          offer_type INTEGER,
          offer_id TEXT,
          offer_discount_type TEXT,
          offer_period TEXT,
          reason TEXT NOT NULL CHECK (reason IN ('PURCHASE', 'RENEWAL')),
          app_account_token TEXT,
          is_upgraded INTEGER NOT NULL DEFAULT 0,
          revocation_ms INTEGER,
          revocation_reason INTEGER,
          signed_ms INTEGER NOT NULL,
          payload TEXT NOT NULL,
          jws_body TEXT,
          update_seq INTEGER NOT NULL UNIQUE
        ) STRICT;
        CREATE INDEX transaction_by_account ON store_transaction(account_id, update_seq);
        CREATE INDEX transaction_by_original ON store_transaction(original_transaction_id);

        CREATE TABLE subscription(
          original_transaction_id INTEGER PRIMARY KEY,
          account_id TEXT NOT NULL REFERENCES account(account_id),
          group_id TEXT NOT NULL,
          product_id TEXT NOT NULL,
          auto_renew_product_id TEXT NOT NULL,
          auto_renew INTEGER NOT NULL,
          status INTEGER NOT NULL CHECK (status BETWEEN 1 AND 5),
          expires_ms INTEGER NOT NULL,
          grace_expires_ms INTEGER,
          retry_until_ms INTEGER,
          expiration_intent INTEGER,
          offer_periods_left INTEGER NOT NULL DEFAULT 0,
          offer_type INTEGER,
          offer_id TEXT,
          recent_start_ms INTEGER NOT NULL,
          latest_transaction_id INTEGER NOT NULL,
          renewal_count INTEGER NOT NULL DEFAULT 0,
          price_increase_product_id TEXT,
          price_increase_storefront TEXT,
          price_increase_milliunits INTEGER,
          price_increase_state INTEGER CHECK (price_increase_state BETWEEN 0 AND 2),
          next_event_ms INTEGER,
          UNIQUE (account_id, group_id)
        ) STRICT;
        CREATE INDEX subscription_due ON subscription(next_event_ms) WHERE next_event_ms IS NOT NULL;

        CREATE TABLE setting(
          name TEXT PRIMARY KEY,
          value INTEGER NOT NULL
        ) STRICT;

        CREATE TABLE intro_offer_used(
          account_id TEXT NOT NULL,
          group_id TEXT NOT NULL,
          PRIMARY KEY (account_id, group_id)
        ) STRICT;

        CREATE TABLE pending_purchase(
          pending_id INTEGER PRIMARY KEY,
          account_id TEXT NOT NULL REFERENCES account(account_id),
          device_id INTEGER REFERENCES device(device_id),
          product_id TEXT NOT NULL,
          quantity INTEGER NOT NULL,
          offer_id TEXT,
          app_account_token TEXT,
          kind TEXT NOT NULL CHECK (kind IN ('askToBuy', 'interrupted')),
          state TEXT NOT NULL CHECK (state IN ('pending', 'approved', 'declined', 'resolved')),
          created_ms INTEGER NOT NULL,
          settled_ms INTEGER,
          transaction_id INTEGER
        ) STRICT;

        CREATE TABLE notification(
          seq INTEGER PRIMARY KEY,
          uuid TEXT NOT NULL UNIQUE,
          type TEXT NOT NULL,
          subtype TEXT,
          original_transaction_id INTEGER,
          transaction_id INTEGER,
          signed_ms INTEGER NOT NULL,
          status INTEGER,
          transaction_payload TEXT,
          renewal_payload TEXT,
          jws_body TEXT
        ) STRICT;
        CREATE INDEX notification_by_transaction ON notification(transaction_id);

        CREATE TABLE webhook_attempt(
          id INTEGER PRIMARY KEY,
          url TEXT NOT NULL,
          seq INTEGER NOT NULL REFERENCES notification(seq),
          attempt INTEGER NOT NULL CHECK (attempt >= 1),
          started_ms INTEGER NOT NULL,
          duration_ms INTEGER NOT NULL,
          http_status INTEGER,
          error TEXT,
          delivered INTEGER NOT NULL CHECK (delivered IN (0, 1))
        ) STRICT;
        CREATE UNIQUE INDEX webhook_delivered_once ON webhook_attempt(url, seq) WHERE delivered = 1;
        CREATE INDEX webhook_attempt_by_url ON webhook_attempt(url, seq);

        CREATE TABLE webhook_lease(
          url TEXT PRIMARY KEY,
          owner TEXT NOT NULL,
          expires_ms INTEGER NOT NULL
        ) STRICT;
        """),
    // Every ledger is one epoch of the store: a reset (or a ledger deleted by hand) starts a new
    // one, and a device that meets another epoch than it synced with knows the store changed.
    SQLiteMigration(
      version: 2,
      sql: """
        CREATE TABLE store_info(
          id INTEGER PRIMARY KEY CHECK (id = 1),
          epoch TEXT NOT NULL
        ) STRICT;
        INSERT INTO store_info(id, epoch) VALUES (1, lower(hex(randomblob(16))));
        """),
    // In-App Purchase keys (`storefront keys`): the public half of each, by key id, for the App
    // Store Server API's JWTs; revoked keys stay listed. Dates are real time, as App Store Connect's.
    SQLiteMigration(
      version: 3,
      sql: """
        CREATE TABLE api_key(
          key_id TEXT PRIMARY KEY,
          issuer_id TEXT NOT NULL,
          name TEXT NOT NULL,
          public_key BLOB NOT NULL,
          created_ms INTEGER NOT NULL,
          revoked_ms INTEGER
        ) STRICT;
        """),
    // Version 4: the server-side flows. Every transaction gets an order id (existing rows are
    // back-filled when the store opens, see `backfillOrderIDs`); a refund records its type and
    // percentage; refund requests, renewal extensions (single and mass) get their own tables; a
    // notification may carry a consumption request reason or a `summary` instead of `data`.
    SQLiteMigration(
      version: 4,
      sql: """
        ALTER TABLE store_transaction ADD COLUMN order_id TEXT;
        ALTER TABLE store_transaction ADD COLUMN revocation_type TEXT;
        ALTER TABLE store_transaction ADD COLUMN revocation_percentage INTEGER;
        CREATE UNIQUE INDEX transaction_by_order ON store_transaction(order_id);
        UPDATE store_transaction SET revocation_type = 'REFUND_FULL', revocation_percentage = 100000
          WHERE revocation_ms IS NOT NULL AND transaction_id IN
            (SELECT transaction_id FROM notification WHERE type = 'REFUND');
        UPDATE store_transaction SET revocation_type = 'FAMILY_REVOKE'
          WHERE revocation_ms IS NOT NULL AND revocation_type IS NULL;

        ALTER TABLE notification ADD COLUMN consumption_request_reason TEXT;
        ALTER TABLE notification ADD COLUMN summary_payload TEXT;

        CREATE TABLE refund_request(
          request_id INTEGER PRIMARY KEY,
          transaction_id INTEGER NOT NULL REFERENCES store_transaction(transaction_id),
          reason TEXT NOT NULL,
          requested_ms INTEGER NOT NULL,
          deadline_ms INTEGER NOT NULL,
          consumption TEXT,
          consumption_ms INTEGER,
          decision TEXT CHECK (decision IN ('REFUND', 'REFUND_DECLINED')),
          decided_ms INTEGER,
          reversed_ms INTEGER
        ) STRICT;
        CREATE INDEX refund_request_by_transaction ON refund_request(transaction_id);
        CREATE INDEX refund_request_due ON refund_request(deadline_ms) WHERE decision IS NULL;

        CREATE TABLE renewal_extension(
          extension_id INTEGER PRIMARY KEY,
          original_transaction_id INTEGER NOT NULL,
          request_identifier TEXT NOT NULL,
          days INTEGER NOT NULL CHECK (days BETWEEN 1 AND 90),
          reason INTEGER NOT NULL CHECK (reason BETWEEN 0 AND 3),
          extended_ms INTEGER NOT NULL,
          effective_ms INTEGER NOT NULL,
          web_order_line_item_id INTEGER,
          mass_request TEXT,
          UNIQUE (original_transaction_id, request_identifier)
        ) STRICT;

        CREATE TABLE mass_extension(
          request_identifier TEXT NOT NULL,
          product_id TEXT NOT NULL,
          days INTEGER NOT NULL,
          reason INTEGER NOT NULL,
          storefronts TEXT,
          requested_ms INTEGER NOT NULL,
          due_ms INTEGER NOT NULL,
          complete_ms INTEGER,
          succeeded INTEGER NOT NULL DEFAULT 0,
          failed INTEGER NOT NULL DEFAULT 0,
          PRIMARY KEY (product_id, request_identifier)
        ) STRICT;
        CREATE INDEX mass_extension_due ON mass_extension(due_ms) WHERE complete_ms IS NULL;
        """),
    // Version 5: webhook deliveries keyed by the endpoint a URL names (`WebhookEndpoint`), not its spelling;
    // each attempt with the App Store's `sendAttemptResult` and the simulated time it started.
    // Existing attempts are kept: their endpoint is computed from their URL, their result from
    // their status or error, and the first accepted attempt per endpoint and notification becomes
    // its delivery. Leases (held for a minute at most) start afresh, with the holder's pid and host.
    SQLiteMigration(version: 5, sql: WebhookSchema.endpointKeys, code: WebhookSchema.keyExistingAttempts),
    // Version 6: notifications by signed date, so that a page of Get Notification History is read
    // over the index (keyset on date and sequence) rather than by scanning every older notification.
    SQLiteMigration(
      version: 6, sql: "CREATE INDEX notification_by_signed_date ON notification(signed_ms, seq);"),
    // Version 7: each account's secret for the wire served over HTTP (`storefront serve`): a device
    // elsewhere presents it as a bearer token and is that account. Real time, as a sign-in is.
    SQLiteMigration(
      version: 7,
      sql: """
        CREATE TABLE wire_token(
          account_id TEXT PRIMARY KEY,
          token TEXT NOT NULL UNIQUE,
          created_ms INTEGER NOT NULL
        ) STRICT;
        """),
    // Version 8: products the developer took off sale (`store remove-from-sale`): not sold, and a
    // subscription renewing to one expires (PRODUCT_NOT_FOR_SALE). Store time.
    SQLiteMigration(
      version: 8,
      sql: """
        CREATE TABLE off_sale(
          product_id TEXT PRIMARY KEY,
          removed_ms INTEGER NOT NULL
        ) STRICT;
        """),
    // Version 9: the prices the developer set in the store (`store set-price`, `store
    // price-increase`), per product and storefront, over the catalog's: new purchases pay them.
    SQLiteMigration(
      version: 9,
      sql: """
        CREATE TABLE store_price(
          product_id TEXT NOT NULL,
          storefront TEXT NOT NULL,
          milliunits INTEGER NOT NULL CHECK (milliunits >= 0),
          changed_ms INTEGER NOT NULL,
          PRIMARY KEY (product_id, storefront)
        ) STRICT;
        """),
    // Version 10: offer codes (`store offer-codes create`), one-time or custom, each for one offer
    // of one subscription, and who redeemed which (one redemption per customer per offer); a
    // subscription's offer waiting for its next renewal (a code an active subscriber redeemed, or
    // a stackable code after the introductory offer). Store time.
    SQLiteMigration(
      version: 10,
      sql: """
        CREATE TABLE offer_code(
          code TEXT PRIMARY KEY,
          product_id TEXT NOT NULL,
          offer_id TEXT NOT NULL,
          one_time INTEGER NOT NULL CHECK (one_time IN (0, 1)),
          redemption_limit INTEGER CHECK (redemption_limit > 0),
          expires_ms INTEGER,
          created_ms INTEGER NOT NULL
        ) STRICT;
        CREATE TABLE offer_code_redemption(
          account_id TEXT NOT NULL,
          product_id TEXT NOT NULL,
          offer_id TEXT NOT NULL,
          code TEXT NOT NULL REFERENCES offer_code(code),
          redeemed_ms INTEGER NOT NULL,
          transaction_id INTEGER,
          PRIMARY KEY (account_id, product_id, offer_id)
        ) STRICT;
        CREATE INDEX offer_code_redemption_by_code ON offer_code_redemption(code);
        ALTER TABLE subscription ADD COLUMN next_offer_type INTEGER;
        ALTER TABLE subscription ADD COLUMN next_offer_id TEXT;
        """),
    // Version 11: Family Sharing: who is in the family of which organizer (up to five others),
    // and, on a member's transaction, the purchaser's transaction it shares. Store time.
    SQLiteMigration(
      version: 11,
      sql: """
        CREATE TABLE family_member(
          account_id TEXT PRIMARY KEY REFERENCES account(account_id),
          organizer_id TEXT NOT NULL REFERENCES account(account_id),
          joined_ms INTEGER NOT NULL,
          CHECK (account_id <> organizer_id)
        ) STRICT;
        CREATE INDEX family_by_organizer ON family_member(organizer_id);
        ALTER TABLE store_transaction ADD COLUMN shared_from_id INTEGER;
        CREATE INDEX transaction_shared_from ON store_transaction(shared_from_id) WHERE shared_from_id IS NOT NULL;
        """),
    // Version 12: purchases whose purchaser stopped sharing them with the family. Store time.
    SQLiteMigration(
      version: 12,
      sql: """
        CREATE TABLE sharing_stopped(
          transaction_id INTEGER PRIMARY KEY REFERENCES store_transaction(transaction_id),
          stopped_ms INTEGER NOT NULL
        ) STRICT;
        """),
    // Version 13: a family member's access to a subscription the purchaser shares is a
    // subscription of its own that follows the purchaser's (`shared_from_original_id`, never due on
    // its own); an account may hold one of its own and shared ones in a group, so the table is
    // rebuilt without UNIQUE (account_id, group_id), which now holds for its own only. Store time.
    SQLiteMigration(
      version: 13,
      sql: """
        CREATE TABLE subscription_v13(
          original_transaction_id INTEGER PRIMARY KEY,
          account_id TEXT NOT NULL REFERENCES account(account_id),
          group_id TEXT NOT NULL,
          product_id TEXT NOT NULL,
          auto_renew_product_id TEXT NOT NULL,
          auto_renew INTEGER NOT NULL,
          status INTEGER NOT NULL CHECK (status BETWEEN 1 AND 5),
          expires_ms INTEGER NOT NULL,
          grace_expires_ms INTEGER,
          retry_until_ms INTEGER,
          expiration_intent INTEGER,
          offer_periods_left INTEGER NOT NULL DEFAULT 0,
          offer_type INTEGER,
          offer_id TEXT,
          recent_start_ms INTEGER NOT NULL,
          latest_transaction_id INTEGER NOT NULL,
          renewal_count INTEGER NOT NULL DEFAULT 0,
          price_increase_product_id TEXT,
          price_increase_storefront TEXT,
          price_increase_milliunits INTEGER,
          price_increase_state INTEGER CHECK (price_increase_state BETWEEN 0 AND 2),
          next_event_ms INTEGER,
          next_offer_type INTEGER,
          next_offer_id TEXT,
          shared_from_original_id INTEGER
        ) STRICT;
        INSERT INTO subscription_v13(\(subscriptionColumnsBefore13))
          SELECT \(subscriptionColumnsBefore13) FROM subscription;
        DROP TABLE subscription;
        ALTER TABLE subscription_v13 RENAME TO subscription;
        CREATE INDEX subscription_due ON subscription(next_event_ms) WHERE next_event_ms IS NOT NULL;
        CREATE UNIQUE INDEX subscription_own ON subscription(account_id, group_id)
          WHERE shared_from_original_id IS NULL;
        CREATE UNIQUE INDEX subscription_shared ON subscription(shared_from_original_id, account_id)
          WHERE shared_from_original_id IS NOT NULL;
        """),
    // Version 14: monthly billing with a 12-month commitment: a subscription's commitment (which
    // payment, when it ends, whether it renews, its price), each payment's place in it, and the
    // billing plan a pending purchase asked for (NULL: up front). Store time; money in milliunits.
    SQLiteMigration(
      version: 14,
      sql: """
        ALTER TABLE subscription ADD COLUMN commitment_period INTEGER CHECK (commitment_period BETWEEN 1 AND 12);
        ALTER TABLE subscription ADD COLUMN commitment_expires_ms INTEGER;
        ALTER TABLE subscription ADD COLUMN commitment_auto_renew INTEGER;
        ALTER TABLE subscription ADD COLUMN commitment_price INTEGER;
        ALTER TABLE store_transaction ADD COLUMN commitment_period INTEGER;
        ALTER TABLE store_transaction ADD COLUMN commitment_expires_ms INTEGER;
        ALTER TABLE store_transaction ADD COLUMN commitment_price INTEGER;
        ALTER TABLE pending_purchase ADD COLUMN billing_plan TEXT;
        """),
  ]

  /// The columns `subscription` had before version 13.
  private static let subscriptionColumnsBefore13 = """
    original_transaction_id, account_id, group_id, product_id, auto_renew_product_id, auto_renew, status,
    expires_ms, grace_expires_ms, retry_until_ms, expiration_intent, offer_periods_left, offer_type, offer_id,
    recent_start_ms, latest_transaction_id, renewal_count, price_increase_product_id, price_increase_storefront,
    price_increase_milliunits, price_increase_state, next_event_ms, next_offer_type, next_offer_id
    """
}
