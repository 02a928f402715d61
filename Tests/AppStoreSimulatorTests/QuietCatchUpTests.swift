import AppStoreSimulator
import Foundation
import Testing

/// Touching the store when nothing is due writes nothing: no ledger frame, no disk sync.
struct QuietCatchUpTests {
  @Test func aCatchUpWithNothingDueLeavesTheLedgerUnwritten() throws {
    let fixture = try StoreFixture()
    let store = fixture.store
    _ = try store.purchase(PurchaseRequest(productID: "com.example.pro.monthly"))
    let wal = fixture.directory.appendingPathComponent("store.sqlite-wal").path
    func walSize() throws -> Int { try FileManager.default.attributesOfItem(atPath: wal)[.size] as! Int }
    let before = try walSize()
    fixture.clock.set(StoreFixture.start + StoreFixture.day)
    try store.catchUp()
    _ = try store.subscriptionStatuses()
    _ = try store.transactions(after: 0)
    #expect(try walSize() == before)
    // A renewal falling due is written, with the watermark.
    fixture.clock.set(StoreFixture.start + 40 * StoreFixture.day)
    try store.catchUp()
    #expect(try walSize() > before)
    fixture.clock.set(StoreFixture.start)
    #expect(try store.now() >= StoreFixture.start + 40 * StoreFixture.day)
  }
}
