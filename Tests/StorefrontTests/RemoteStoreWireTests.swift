import AppStoreSimulator
import Catalog
import Foundation
import Storefront
import StoreWire
import Testing

/// The wire and the store controls through their JSON form (issue 15): an app on a
/// `RemoteStoreWire` buys, waits for Ask to Buy and reads the controls as one on the simulator
/// does, every call and reply encoded and decoded on the way.
struct RemoteStoreWireTests {
  /// Hands each encoded call to the store's answering side, as `storefront serve` does, and
  /// counts the calls.
  final class Loopback: WireTransport {
    let store: SimulatedStoreWire
    let account: String
    private(set) var calls = 0

    init(store: SimulatedStoreWire, account: String) {
      self.store = store
      self.account = account
    }

    func exchange(_ body: [UInt8]) throws(StoreWireError) -> [UInt8] {
      calls += 1
      return WireEnvelope<WireReply>.answer(body, account: account, wire: store, controls: store)
    }
  }

  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("remote-\(UUID().uuidString)")
  let catalog: Catalog
  let store: AppStore

  init() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    catalog = try CatalogReader.load(path: root.appendingPathComponent("catalog.json").path)
    store = try AppStore(directory: directory.appendingPathComponent("store"), catalog: catalog)
    try store.setTimeRate(.realTime)
  }

  func client(_ remote: RemoteStoreWire, device: String = "default") throws -> StoreClient {
    try StoreClient(
      wire: remote, catalog: catalog, directory: directory.appendingPathComponent("devices/\(device)"), device: device)
  }

  @Test func anAppBuysAndRestoresThroughTheJSONForm() throws {
    let loopback = Loopback(store: SimulatedStoreWire(store: store), account: "default")
    let remote = RemoteStoreWire(transport: loopback, account: "default")
    let phone = try client(remote)
    guard case .success(_, let coins) = try phone.purchase("com.iaptutorial.coins") else {
      Issue.record("expected a purchase")
      return
    }
    #expect(coins == 10)
    #expect(try phone.coins() == 10)
    guard case .success = try phone.purchase("com.iaptutorial.premium") else {
      Issue.record("expected premium")
      return
    }
    // Another install of the account sees the non-consumable on restore, not the coins.
    let tablet = try client(remote, device: "tablet")
    _ = try tablet.updates()
    _ = tablet.restore()
    #expect(try tablet.coins() == 0)
    #expect(try tablet.currentEntitlements().map(\.productID).contains("com.iaptutorial.premium"))
    #expect(try remote.storefront(account: "default") == "USA")
    #expect(loopback.calls > 5)
  }

  @Test func theControlsTravelTooAndTheOutcomeGoesWithItsPurchase() throws {
    let loopback = Loopback(store: SimulatedStoreWire(store: store), account: "default")
    let remote = RemoteStoreWire(transport: loopback, account: "default")
    let phone = try client(remote)
    try remote.setSwitch(.askToBuy, on: true)
    guard case .pending(.askToBuy) = try phone.purchase("com.iaptutorial.coins") else {
      Issue.record("expected Ask to Buy")
      return
    }
    let state = try remote.state(account: "default")
    #expect(state.switches == [.askToBuy])
    let waiting = try #require(state.pending.first)
    #expect(waiting.reason == .askToBuy && waiting.productID == "com.iaptutorial.coins")
    try remote.approve(pending: waiting.id)
    _ = try phone.updates()
    #expect(try phone.coins() == 10)
    try remote.setSwitch(.askToBuy, on: false)
    remote.setNextPurchaseOutcome(.userCancelled, account: "default", device: "default")
    guard case .userCancelled = try phone.purchase("com.iaptutorial.coins") else {
      Issue.record("expected the chosen outcome")
      return
    }
    #expect(try phone.coins() == 10)
  }

  /// A served store's controls act on the requesting account's transactions only.
  @Test func anotherAccountCannotRefundThisOnesTransaction() throws {
    let wire = SimulatedStoreWire(store: store)
    let mine = RemoteStoreWire(transport: Loopback(store: wire, account: "default"), account: "default")
    let theirs = RemoteStoreWire(transport: Loopback(store: wire, account: "mallory"), account: "mallory")
    guard
      case .purchased(let bought) = try mine.purchase(
        WirePurchaseRequest(productID: "com.iaptutorial.premium", device: "phone", account: "default"))
    else {
      Issue.record("expected a purchase")
      return
    }
    let id = try #require(try store.allTransactions().last?.id)
    #expect(bought.jws.split(separator: ".").count == 3)
    #expect(throws: StoreWireError.invalidRequest("transaction \(id) is not one of this account's")) {
      try theirs.refund(transactionID: id)
    }
    #expect(throws: StoreWireError.self) { try theirs.requestRefund(transactionID: id) }
    #expect(try store.allTransactions().last?.revocationDate == nil)
    try mine.refund(transactionID: id)
    #expect(try store.allTransactions().last?.revocationDate != nil)
  }

  @Test func aCallOfAnotherVersionOrNoCallAtAllIsRefused() throws {
    let wire = SimulatedStoreWire(store: store)
    var call = WireEnvelope(WireCall.currentDate)
    call.version = StoreWireVersion.current + 1
    let answer = WireEnvelope<WireReply>.answer(
      Array(try JSONEncoder().encode(call)), account: "default", wire: wire, controls: wire)
    let reply = try JSONDecoder().decode(WireEnvelope<WireReply>.self, from: Data(answer))
    #expect(
      reply.body
        == .failure(
          .invalidRequest(
            "the app speaks wire version \(StoreWireVersion.current + 1); this store speaks \(StoreWireVersion.current)"
          )))
    let garbage = WireEnvelope<WireReply>.answer(
      Array("{\"x\":1}".utf8), account: "default", wire: wire, controls: wire)
    #expect(
      try JSONDecoder().decode(WireEnvelope<WireReply>.self, from: Data(garbage)).body
        == .failure(.invalidRequest("the request is not a wire call")))
  }
}
