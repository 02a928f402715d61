import AppStoreSimulator
import Foundation
import JWS
import Storefront
import StoreWire

/// A store wire whose answers the test writes: a purchase returns `nextPurchase` and the updates
/// feed carries whatever JWS were published, under the root the test chose to be pinned.
final class ScriptedWire: StoreWire {
  let root: Certificate
  let now: Int64
  /// The JWS the next purchase returns as charged.
  var nextPurchase = ""
  /// Every published transaction, with its change counter.
  private(set) var feed: [WireTransaction] = []
  /// Every JWS a purchase returned, oldest first.
  private(set) var handedOut: [String] = []
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

  func rootCertificateDER() throws(StoreWireError) -> [UInt8] { root.der }

  func currentDate() throws(StoreWireError) -> Int64 { now }

  func storeEpoch() throws(StoreWireError) -> String { "scripted" }

  func latestTransactions(_ ids: [UInt64], account: String) throws(StoreWireError) -> [WireTransaction] {
    // The newest version of each id the store handed out or published, as its latest word.
    let signed = handedOut.map { WireTransaction(jws: $0, updateSequence: 0) } + feed
    return ids.compactMap { id in signed.last { Self.transactionID(of: $0.jws) == id } }
  }

  /// The `transactionId` a JWS says it is for (unverified: the client verifies it).
  static func transactionID(of jws: String) -> UInt64? {
    let parts = jws.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, let payload = Base64URL.decode(String(parts[1])),
      let text = String(validating: payload, as: UTF8.self),
      let range = text.range(of: #""transactionId":"[0-9]+""#, options: .regularExpression)
    else { return nil }
    return UInt64(text[range].dropFirst(17).dropLast())
  }

  func storefront(account: String) throws(StoreWireError) -> String { "USA" }

  func purchase(_ request: WirePurchaseRequest) throws(StoreWireError) -> WirePurchaseResult {
    handedOut.append(nextPurchase)
    return .purchased(WireTransaction(jws: nextPurchase, updateSequence: Int64(feed.count + 1)))
  }

  func transactions(account: String, after sequence: Int64) throws(StoreWireError) -> [WireTransaction] {
    if let feedFailure { throw feedFailure }
    return feed.filter { $0.updateSequence > sequence }
  }

  func latestUpdateSequence(account: String) throws(StoreWireError) -> Int64 { Int64(feed.count) }

  func awaitUpdate(account: String, after: Int64, waitMilliseconds: Int) throws(StoreWireError) -> WireUpdate {
    WireUpdate(sequence: Int64(feed.count), now: try currentDate())
  }

  func subscriptionStatuses(account: String) throws(StoreWireError) -> [WireSubscriptionStatus] { [] }

  func isEligibleForIntroOffer(group: String, account: String) throws(StoreWireError) -> Bool { true }

  /// A store without offer codes.
  func redeemOfferCode(_ code: String, account: String, device: String, appAccountToken: UUID?)
    throws(StoreWireError) -> WireRedemptionResult
  { .refused(.unknownCode) }

  /// A store that sells nothing: these tests buy scripted transactions, not products.
  func saleList(account: String, storefront: String?) throws(StoreWireError) -> WireSaleList {
    WireSaleList(storefront: storefront ?? "USA", products: [])
  }
}
