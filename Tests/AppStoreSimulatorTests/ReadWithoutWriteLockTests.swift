import AppStoreSimulator
import Foundation
import JWS
import SQLite
import Testing

/// What only reads the ledger (the Server API's lookups, history pages, statuses) takes no write
/// lock when nothing has fallen due, so it is answered while another connection holds that lock;
/// when something is due, or a signature is still to be kept, it is done as a change.
@Suite struct ReadWithoutWriteLockTests {
  static let coins = "com.iaptutorial.coins"
  static let monthly = "com.example.pro.monthly"

  @Test func readsAreAnsweredWhileAnotherConnectionHoldsTheWriteLock() throws {
    let workspace = try ProbeWorkspace()
    defer { workspace.remove() }
    let clock = ManualClock(StoreFixture.start)
    let store = try AppStore(directory: workspace.store, catalog: StoreFixture.shippedCatalog, realClock: clock)
    let coins = try #require(try store.purchase(PurchaseRequest(productID: Self.coins)).transaction)
    _ = try store.purchase(PurchaseRequest(productID: Self.monthly))
    _ = try store.transactions()  // every signature kept
    clock.set(StoreFixture.start + 1000)  // the shipped catalog's clock is fast: nothing is due yet
    let holder = try workspace.connection()
    try holder.execute("BEGIN IMMEDIATE")
    defer { _ = try? holder.execute("ROLLBACK") }
    let started = Date()
    #expect(try store.latestTransactions([coins.id]).map(\.id) == [coins.id])
    #expect(try store.transactions().count == 2)
    #expect(try store.subscriptionStatuses().map(\.productID) == [Self.monthly])
    #expect(
      try store.transactionPage(account: AppStore.defaultAccount, beyond: 0, descending: false, limit: 20).count == 2)
    #expect(Date().timeIntervalSince(started) < 2, "a read waited for the write lock")
  }

  @Test func aRenewalDueWhenReadIsProcessedFirst() throws {
    let fixture = try StoreFixture()
    let store = fixture.store
    let subscribed = try #require(try store.purchase(PurchaseRequest(productID: Self.monthly)).transaction)
    fixture.clock.set(StoreFixture.start + 40 * StoreFixture.day)
    let statuses = try store.subscriptionStatuses()
    #expect(statuses.first?.transaction.id != subscribed.id, "the renewal due was not processed")
    #expect(try store.transactions().filter { $0.originalID == subscribed.id }.count >= 2)
  }

  @Test func aSignatureReadForTheFirstTimeIsKept() throws {
    let workspace = try ProbeWorkspace()
    defer { workspace.remove() }
    let store = try workspace.open()
    let coins = try #require(try store.purchase(PurchaseRequest(productID: Self.coins)).transaction)
    let connection = try workspace.connection()
    try connection.execute("UPDATE store_transaction SET jws_body = NULL")
    let read = try #require(try store.latestTransactions([coins.id]).first)
    let kept = try connection.first("SELECT jws_body FROM store_transaction WHERE transaction_id = ?", coins.id) {
      $0.optionalText(0)
    }
    let body = try #require(kept ?? nil, "the signature made on reading was not kept")
    #expect(read.jws.hasSuffix(body))
    #expect(UnverifiedJWT.payload(of: read.jws)?.objectMembers?["transactionId"] != nil)
  }
}
