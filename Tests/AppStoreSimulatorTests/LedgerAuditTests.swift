import AppStoreSimulator
import Foundation
import Testing

/// The audit behind the crash and concurrency tests finds what those tests look for: a lost
/// purchase, a doubled renewal, a missing notification, a renewal left unprocessed. Each case
/// damages a healthy ledger the way such a bug would, straight in SQL.
@Suite struct LedgerAuditTests {
  /// A store with two coin purchases and a monthly subscription renewed twice.
  static func healthyWorkspace() throws -> ProbeWorkspace {
    let workspace = try ProbeWorkspace()
    let store = try workspace.open()
    for product in ["com.iaptutorial.coins", "com.iaptutorial.coins", "com.example.pro.monthly"] {
      _ = try store.purchase(PurchaseRequest(productID: product))
    }
    try store.advance(by: 70 * 86_400_000)
    return workspace
  }

  @Test func aHealthyLedgerHasNoProblems() throws {
    let workspace = try Self.healthyWorkspace()
    defer { workspace.remove() }
    var audit = LedgerAudit(root: try workspace.open().identity.root)
    let (ledger, problems) = try workspace.audited(by: &audit)
    #expect(problems == [])
    #expect(ledger.transactions.count == 5)
  }

  @Test(arguments: [
    (
      "DELETE FROM store_transaction WHERE transaction_id = 2000000000000002",
      "transaction ids are not"
    ),
    (
      "DELETE FROM notification WHERE type = 'ONE_TIME_CHARGE' AND transaction_id = 2000000000000001",
      "has notifications [], expected [\"ONE_TIME_CHARGE\"]"
    ),
    (
      """
      CREATE TEMP TABLE copy AS SELECT * FROM store_transaction WHERE transaction_id = 2000000000000005;
      UPDATE copy SET transaction_id = 2000000000000006, web_order_line_item_id = 2000000000000004,
        update_seq = (SELECT value + 1 FROM counter WHERE name = 'update'), order_id = NULL;
      INSERT INTO store_transaction SELECT * FROM copy;
      UPDATE counter SET value = value + 1 WHERE name IN ('transaction', 'webOrderLineItem', 'update');
      """,
      "renewal 2000000000000006 covers"
    ),
    (
      "UPDATE clock SET watermark_ms = watermark_ms + 40 * 86400000",
      "is not recorded; now is"
    ),
  ])
  func aDamagedLedgerIsReported(damage: String, problem: String) throws {
    let workspace = try Self.healthyWorkspace()
    defer { workspace.remove() }
    var audit = LedgerAudit(root: try workspace.open().identity.root)
    try workspace.connection().execute(damage)
    let (_, problems) = try workspace.audited(by: &audit)
    #expect(problems.contains { $0.contains(problem) }, "\(problems)")
  }
}
