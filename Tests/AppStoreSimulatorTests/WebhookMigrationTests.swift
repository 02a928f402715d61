import Foundation
import SQLite
import Testing

@testable import AppStoreSimulator

/// Migration 5 of the ledger keeps every webhook attempt recorded before it, keys them by
/// endpoint and gives them a `sendAttemptResult`.
struct WebhookMigrationTests {
  /// Turns the fixture's ledger back into schema 4, with attempts as the old client recorded them:
  /// #1 accepted twice, under two spellings of one URL (the defect this migration ends).
  static let schemaTwo = """
    \(FamilySubscriptionTests.schemaTwelve)
    DROP TABLE sharing_stopped;
    DROP INDEX transaction_shared_from;
    ALTER TABLE store_transaction DROP COLUMN shared_from_id;
    DROP INDEX family_by_organizer;
    DROP TABLE family_member;
    DROP INDEX offer_code_redemption_by_code;
    DROP TABLE offer_code_redemption;
    DROP TABLE offer_code;
    ALTER TABLE subscription DROP COLUMN next_offer_type;
    ALTER TABLE subscription DROP COLUMN next_offer_id;
    DROP TABLE store_price;
    DROP TABLE off_sale;
    DROP TABLE wire_token;
    DROP INDEX notification_by_signed_date;
    DROP TABLE webhook_delivered;
    DROP TABLE webhook_lease;
    DROP INDEX webhook_attempt_by_endpoint;
    ALTER TABLE webhook_attempt DROP COLUMN endpoint;
    ALTER TABLE webhook_attempt DROP COLUMN result;
    ALTER TABLE webhook_attempt DROP COLUMN simulated_ms;
    CREATE UNIQUE INDEX webhook_delivered_once ON webhook_attempt(url, seq) WHERE delivered = 1;
    CREATE INDEX webhook_attempt_by_url ON webhook_attempt(url, seq);
    CREATE TABLE webhook_lease(url TEXT PRIMARY KEY, owner TEXT NOT NULL, expires_ms INTEGER NOT NULL) STRICT;
    INSERT INTO webhook_lease VALUES ('http://localhost:8080/hook', 'storefront pid 1 on old', 0);
    INSERT INTO webhook_attempt(url, seq, attempt, started_ms, duration_ms, http_status, error, delivered) VALUES
      ('http://localhost:8080/hook', 1, 1, 10, 5, 200, NULL, 1),
      ('HTTP://LOCALHOST:8080/hook/', 1, 1, 20, 5, 200, NULL, 1),
      ('http://localhost:8080/hook#x', 2, 1, 30, 5, 500, NULL, 0),
      ('http://localhost:8080/hook', 2, 2, 40, 5, NULL, 'cannot connect to localhost:8080: Connection refused', 0),
      ('http://localhost:8080/hook', 2, 3, 50, 5, NULL, 'no answer: Resource temporarily unavailable', 0),
      ('http://other.example/hook', 1, 1, 60, 5, 204, NULL, 1);
    PRAGMA user_version = 4;
    """

  @Test func existingAttemptsAreKeptKeyedByEndpointWithTheirResults() throws {
    let fixture = try StoreFixture()
    for product in ["com.iaptutorial.coins", "com.iaptutorial.premium"] {
      _ = try fixture.store.purchase(PurchaseRequest(productID: product))
    }
    let ledger = try SQLiteDatabase(
      path: fixture.directory.appendingPathComponent(AppStore.ledgerFile).path,
      applicationID: StoreSchema.applicationID, migrations: StoreSchema.migrations)
    try ledger.execute(Self.schemaTwo)

    let store = try fixture.reopen()
    let attempts = try store.webhookAttempts(to: "http://localhost:8080/hook")
    #expect(attempts.map(\.startedAt) == [10, 20, 30, 40, 50])
    #expect(attempts.map(\.url).first == "http://localhost:8080/hook")
    #expect(
      attempts.map(\.result) == [.success, .success, .unsuccessfulHTTPResponseCode, .socketIssue, .timedOut])
    #expect(try store.webhookAttempts().count == 6)
    // #1 counts as delivered to every spelling; #2 is next, its three attempts counted.
    let next = try #require(try store.nextUndeliveredNotification(to: "http://LOCALHOST:8080//hook", after: 0))
    #expect(next.notification.sequence == 2 && next.attempts == 3)
    #expect(
      try store.nextUndeliveredNotification(to: "http://other.example/hook", after: 0)?.notification.sequence == 2)
    // The old lease is gone; leases now name their process.
    #expect(try store.claimWebhook("http://localhost:8080/hook", owner: .thisProcess(), for: 1000) == .claimed)
  }
}
