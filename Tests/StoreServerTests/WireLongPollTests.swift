import AppStoreSimulator
import Dispatch
import Foundation
import StoreWire
import StoreWireHTTP
import Testing

@testable import StoreServer

/// The update feed's long poll over HTTP (`WireCall.awaitUpdate`, issue 15): a device on another
/// machine hears of a purchase elsewhere as the store records it, and otherwise gets the store's
/// clock when its wait ends.
@Suite(.serialized)
final class WireLongPollTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("long-poll-\(UUID().uuidString)")
  let store: AppStore
  let server: HTTPServer
  let remote: RemoteStoreWire
  let base: URL
  let token: String

  init() throws {
    store = try AppStore(directory: directory, catalog: ServedStore.catalog)
    try store.setTimeRate(.realTime)
    token = try store.wireToken(for: StoreAccount.signedIn)
    let api = WireAPI(directory: directory, catalog: ServedStore.catalog)
    var limits = HTTPServer.Limits()
    limits.threads = 2
    server = HTTPServer(limits: limits, replying: api.reply)
    let port = try server.start(ListenAddress(host: "127.0.0.1", port: 0))
    base = URL(string: "http://127.0.0.1:\(port)")!
    remote = RemoteStoreWire(transport: HTTPWireTransport(base: base, token: token), account: StoreAccount.signedIn)
  }

  deinit {
    server.stop(graceSeconds: 1)
    try? FileManager.default.removeItem(at: directory)
  }

  func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let start = Date()
    let value = try body()
    return (value, Date().timeIntervalSince(start))
  }

  @Test func aDeviceBehindTheStoreIsAnsweredAtOnce() throws {
    _ = try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins"))
    let latest = try store.latestUpdateSequence(account: StoreAccount.signedIn)
    let (update, seconds) = try timed {
      try remote.awaitUpdate(account: StoreAccount.signedIn, after: latest - 1, waitMilliseconds: 3_000)
    }
    #expect(update.sequence == latest)
    #expect(seconds < 0.5, "answered after \(seconds) s")
  }

  @Test func withNothingNewTheWaitEndsWithTheStoresClock() throws {
    let latest = try store.latestUpdateSequence(account: StoreAccount.signedIn)
    let (update, seconds) = try timed {
      try remote.awaitUpdate(account: StoreAccount.signedIn, after: latest, waitMilliseconds: 600)
    }
    #expect(update.sequence == latest)
    #expect(abs(update.now - (try store.now())) < 2_000)
    #expect(seconds >= 0.55 && seconds < 2, "answered after \(seconds) s")
  }

  /// A purchase elsewhere 300 ms into a four-second wait ends it within a few looks.
  @Test func aPurchaseElsewhereEndsTheWait() throws {
    let latest = try store.latestUpdateSequence(account: StoreAccount.signedIn)
    let directory = directory
    // A thread of its own: the dispatch pool may be busy with other tests.
    Thread {
      usleep(300_000)
      let elsewhere = try? AppStore(directory: directory, catalog: ServedStore.catalog)
      _ = try? elsewhere?.purchase(PurchaseRequest(productID: "com.iaptutorial.coins"))
    }.start()
    let (update, seconds) = try timed {
      try remote.awaitUpdate(account: StoreAccount.signedIn, after: latest, waitMilliseconds: 4_000)
    }
    #expect(update.sequence > latest)
    #expect(seconds >= 0.25 && seconds < 1.5, "answered after \(seconds) s")
  }

  /// Devices waiting on the feed do not keep a served store of two threads from answering.
  @Test func waitingDevicesHoldNoServingThread() throws {
    let latest = try store.latestUpdateSequence(account: StoreAccount.signedIn)
    let group = DispatchGroup()
    for _ in 0..<6 {
      group.enter()
      let (base, token) = (base, token)
      Thread {
        let waiting = RemoteStoreWire(
          transport: HTTPWireTransport(base: base, token: token), account: StoreAccount.signedIn)
        _ = try? waiting.awaitUpdate(account: StoreAccount.signedIn, after: latest, waitMilliseconds: 2_000)
        group.leave()
      }.start()
    }
    let until = Date().addingTimeInterval(1.5)
    while server.heldRequests < 6 && Date() < until { usleep(10_000) }
    #expect(server.heldRequests == 6)
    let (date, seconds) = try timed { try remote.currentDate() }
    #expect(date > 0)
    #expect(seconds < 0.5, "answered after \(seconds) s")
    group.wait()
  }
}
