import AppStoreSimulator
import Foundation
import SQLite
import Synchronization
import Testing

/// Another program holding the ledger's write lock (`BEGIN IMMEDIATE` on `store.sqlite`): a lock
/// held past the store's busy timeout (5 s) makes a call fail with `StoreError.busy` before it
/// changes anything, and the same call succeeds once the lock is gone; a shorter lock is waited out.
@Suite struct BusyStoreTests {
  static let coins = "com.iaptutorial.coins"

  @Test func aPurchaseBlockedPastTheBusyTimeoutFailsCleanlyAndSucceedsLater() throws {
    let workspace = try ProbeWorkspace()
    defer { workspace.remove() }
    let clock = ManualClock(StoreFixture.start)
    let store = try AppStore(directory: workspace.store, catalog: StoreFixture.shippedCatalog, realClock: clock)
    _ = try store.purchase(PurchaseRequest(productID: Self.coins))
    let before = try workspace.snapshot()
    clock.set(StoreFixture.start + 60_000)  // any change now would also move the watermark
    let holder = try workspace.connection()
    try holder.execute("BEGIN IMMEDIATE")
    do {
      let result = try store.purchase(PurchaseRequest(productID: Self.coins))
      Issue.record("purchased while another connection held the write lock: \(result)")
    } catch {
      guard case .busy(let cause) = error else { throw error }
      #expect(cause.kind == .busy && error.exitCode == 75)
    }
    try holder.execute("ROLLBACK")
    try Self.expectUnchanged(before, try workspace.snapshot())
    let retried = try store.purchase(PurchaseRequest(productID: Self.coins)).transaction
    #expect(retried?.id == LedgerSnapshot.firstTransactionID + 1)
    #expect(try workspace.snapshot().watermark > before.watermark)
  }

  @Test func openingWhileLockedPastTheBusyTimeoutFailsCleanly() throws {
    let workspace = try ProbeWorkspace()
    defer { workspace.remove() }
    _ = try workspace.open().purchase(PurchaseRequest(productID: Self.coins))
    let before = try workspace.snapshot()
    let holder = try workspace.connection()
    try holder.execute("BEGIN IMMEDIATE")
    do {
      _ = try workspace.open(at: StoreFixture.start + 60_000)
      Issue.record("opened and wrote while another connection held the write lock")
    } catch let error as StoreError {
      guard case .busy = error else { throw error }
    }
    try holder.execute("ROLLBACK")
    try Self.expectUnchanged(before, try workspace.snapshot())
    let store = try workspace.open(at: StoreFixture.start + 60_000)
    #expect(try store.purchase(PurchaseRequest(productID: Self.coins)).transaction != nil)
  }

  @Test func aLockShorterThanTheBusyTimeoutIsWaitedOut() throws {
    let workspace = try ProbeWorkspace()
    defer { workspace.remove() }
    let store = try workspace.open()
    let locked = DispatchSemaphore(value: 0)
    let released = DispatchSemaphore(value: 0)
    let failure = Mutex<String?>(nil)
    Thread.detachNewThread {
      defer { released.signal() }
      do {
        let holder = try workspace.connection()
        try holder.execute("BEGIN IMMEDIATE")
        locked.signal()
        usleep(300_000)
        try holder.execute("COMMIT")
      } catch {
        failure.withLock { $0 = "\(error)" }
        locked.signal()
      }
    }
    locked.wait()
    let result = try store.purchase(PurchaseRequest(productID: Self.coins))
    released.wait()
    #expect(failure.withLock { $0 } == nil)
    #expect(result.transaction?.id == LedgerSnapshot.firstTransactionID)
  }

  /// Nothing in the ledger changed between `before` and `after`.
  static func expectUnchanged(_ before: LedgerSnapshot, _ after: LedgerSnapshot) throws {
    #expect(after.counters == before.counters)
    #expect(after.watermark == before.watermark)
    #expect(after.transactions.map(\.updateSequence) == before.transactions.map(\.updateSequence))
    #expect(after.notifications.map(\.sequence) == before.notifications.map(\.sequence))
  }
}
