import AppStoreSimulator
import Catalog
import Foundation
import StoreWire
import Testing

@testable import StorefrontApp

/// The watcher's source for a store on another machine (issue 15): a thread of its own long-polls
/// the store's feed, and the loop reads its latest word without waiting on the network.
@Suite(.serialized)
struct LongPollWatchSourceTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feed-\(UUID().uuidString)")
  let catalog: Catalog

  init() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    catalog = try CatalogReader.load(path: root.appendingPathComponent("catalog.json").path)
  }

  @Test func aPurchaseElsewhereReachesTheSourceWithinAFewLooks() throws {
    let store = try AppStore(directory: directory, catalog: catalog)
    try store.setTimeRate(.realTime)
    let source = LongPollWatchSource(
      wire: SimulatedStoreWire(store: try AppStore(directory: directory, catalog: catalog)),
      account: StoreAccount.signedIn)
    let before = try source.latestUpdateSequence(account: StoreAccount.signedIn)
    #expect(before == (try store.latestUpdateSequence(account: StoreAccount.signedIn)))
    #expect(abs((try source.now()) - (try store.now())) < 2_000)
    _ = try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins"))
    let latest = try store.latestUpdateSequence(account: StoreAccount.signedIn)
    let start = Date()
    while try source.latestUpdateSequence(account: StoreAccount.signedIn) != latest,
      Date().timeIntervalSince(start) < 3
    {
      usleep(10_000)
    }
    let seconds = Date().timeIntervalSince(start)
    #expect(try source.latestUpdateSequence(account: StoreAccount.signedIn) == latest)
    #expect(seconds < 0.5, "heard after \(seconds) s")
  }

  @Test func aStoreThatCannotBeReachedIsTheSourcesFailure() throws {
    let source = LongPollWatchSource(wire: UnreachableWire(), account: StoreAccount.signedIn)
    #expect(throws: StoreWireError.unavailable("the store at http://127.0.0.1:1 cannot be reached")) {
      try source.latestUpdateSequence(account: StoreAccount.signedIn)
    }
  }

  /// A wire whose every call fails as a store that is not there does.
  final class UnreachableWire: StoreWire {
    static let failure = StoreWireError.unavailable("the store at http://127.0.0.1:1 cannot be reached")
    func rootCertificateDER() throws(StoreWireError) -> [UInt8] { throw Self.failure }
    func storeEpoch() throws(StoreWireError) -> String { throw Self.failure }
    func latestTransactions(_ ids: [UInt64], account: String) throws(StoreWireError) -> [WireTransaction] {
      throw Self.failure
    }
    func currentDate() throws(StoreWireError) -> Int64 { throw Self.failure }
    func storefront(account: String) throws(StoreWireError) -> String { throw Self.failure }
    func purchase(_ request: WirePurchaseRequest) throws(StoreWireError) -> WirePurchaseResult { throw Self.failure }
    func transactions(account: String, after sequence: Int64) throws(StoreWireError) -> [WireTransaction] {
      throw Self.failure
    }
    func latestUpdateSequence(account: String) throws(StoreWireError) -> Int64 { throw Self.failure }
    func awaitUpdate(account: String, after: Int64, waitMilliseconds: Int) throws(StoreWireError) -> WireUpdate {
      throw Self.failure
    }
    func subscriptionStatuses(account: String) throws(StoreWireError) -> [WireSubscriptionStatus] {
      throw Self.failure
    }
    func isEligibleForIntroOffer(group: String, account: String) throws(StoreWireError) -> Bool {
      throw Self.failure
    }
    func redeemOfferCode(_ code: String, account: String, device: String, appAccountToken: UUID?)
      throws(StoreWireError) -> WireRedemptionResult
    { throw Self.failure }
    func saleList(account: String, storefront: String?) throws(StoreWireError) -> WireSaleList {
      throw Self.failure
    }
  }
}
