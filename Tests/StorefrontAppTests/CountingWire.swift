import AppStoreSimulator
import Foundation
import Storefront
import StoreWire

/// The wire to the simulated store, counting what the app asks of it: how often it reads the
/// subscription statuses (each account load verifies them all again) and the update feed.
final class CountingWire: StoreWire {
  let inner: SimulatedStoreWire
  /// Reads of the subscription statuses.
  private(set) var statusReads = 0
  /// Reads of the update feed.
  private(set) var feedReads = 0

  init(store: AppStore) { inner = SimulatedStoreWire(store: store) }

  func rootCertificateDER() throws(StoreWireError) -> [UInt8] { try inner.rootCertificateDER() }
  func storeEpoch() throws(StoreWireError) -> String { try inner.storeEpoch() }
  func latestTransactions(_ ids: [UInt64], account: String) throws(StoreWireError) -> [WireTransaction] {
    try inner.latestTransactions(ids, account: account)
  }
  func currentDate() throws(StoreWireError) -> Int64 { try inner.currentDate() }
  func storefront(account: String) throws(StoreWireError) -> String { try inner.storefront(account: account) }
  func purchase(_ request: WirePurchaseRequest) throws(StoreWireError) -> WirePurchaseResult {
    try inner.purchase(request)
  }
  func transactions(account: String, after sequence: Int64) throws(StoreWireError) -> [WireTransaction] {
    feedReads += 1
    return try inner.transactions(account: account, after: sequence)
  }
  func latestUpdateSequence(account: String) throws(StoreWireError) -> Int64 {
    try inner.latestUpdateSequence(account: account)
  }
  func awaitUpdate(account: String, after: Int64, waitMilliseconds: Int) throws(StoreWireError) -> WireUpdate {
    try inner.awaitUpdate(account: account, after: after, waitMilliseconds: waitMilliseconds)
  }
  func subscriptionStatuses(account: String) throws(StoreWireError) -> [WireSubscriptionStatus] {
    statusReads += 1
    return try inner.subscriptionStatuses(account: account)
  }
  func isEligibleForIntroOffer(group: String, account: String) throws(StoreWireError) -> Bool {
    try inner.isEligibleForIntroOffer(group: group, account: account)
  }
  func redeemOfferCode(_ code: String, account: String, device: String, appAccountToken: UUID?)
    throws(StoreWireError) -> WireRedemptionResult
  {
    try inner.redeemOfferCode(code, account: account, device: device, appAccountToken: appAccountToken)
  }
  func saleList(account: String, storefront: String?) throws(StoreWireError) -> WireSaleList {
    try inner.saleList(account: account, storefront: storefront)
  }
}
