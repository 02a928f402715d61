import AppStoreSimulator
import JWS
import Storefront

/// A store wire whose answers the test writes: a purchase returns `nextPurchase` and the updates
/// feed carries whatever JWS were published, under the root the test chose to be pinned.
final class ScriptedWire: StoreWire {
  let root: Certificate
  let now: Int64
  /// The JWS the next purchase returns as charged.
  var nextPurchase = ""
  /// Every published transaction, with its change counter.
  private(set) var feed: [WireTransaction] = []
  /// When set, the updates feed fails with this error (the store cannot be reached).
  var feedFailure: StoreWireError?

  /// A wire whose root is `root` and whose clock shows `now`.
  init(root: Certificate, now: Int64) {
    self.root = root
    self.now = now
  }

  /// Puts `jws` in the updates feed as the next change.
  func publish(_ jws: String) {
    feed.append(WireTransaction(jws: jws, updateSequence: Int64(feed.count + 1)))
  }

  func rootCertificate() throws(StoreWireError) -> Certificate { root }

  func currentDate() throws(StoreWireError) -> Int64 { now }

  func storefront(account: String) throws(StoreWireError) -> String { "USA" }

  func purchase(_ request: PurchaseRequest) throws(StoreWireError) -> WirePurchaseResult {
    .purchased(WireTransaction(jws: nextPurchase, updateSequence: Int64(feed.count + 1)))
  }

  func transactions(account: String, after sequence: Int64) throws(StoreWireError) -> [WireTransaction] {
    if let feedFailure { throw feedFailure }
    return feed.filter { $0.updateSequence > sequence }
  }

  func latestUpdateSequence(account: String) throws(StoreWireError) -> Int64 { Int64(feed.count) }

  func subscriptionStatuses(account: String) throws(StoreWireError) -> [WireSubscriptionStatus] { [] }

  func isEligibleForIntroOffer(group: String, account: String) throws(StoreWireError) -> Bool { true }
}
