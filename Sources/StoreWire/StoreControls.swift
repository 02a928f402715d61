public import Catalog

/// The simulator's own switches and clock, apart from the wire: what no app can ask of a real App
/// Store, used only by the store-control screens, the CLI's test options and `storefront store`.
public protocol StoreControls: AnyObject {
  /// Makes the next purchase that `device` of `account` asks the wire for have `outcome` (nil:
  /// whatever the store's switches and injected failures give), as Xcode's transaction manager
  /// does for the next transaction; it applies to that one purchase only.
  func setNextPurchaseOutcome(_ outcome: PurchaseOutcome?, account: String, device: String) throws(StoreWireError)

  /// What the store controls show for `account`: clock, waiting purchases, switches, server flows.
  func state(account: String) throws(StoreWireError) -> StoreControlsState

  /// Processes the renewals, retries and expiries that fell due by the store's clock.
  func catchUp() throws(StoreWireError)

  /// Moves the clock to the next scheduled moment and returns it; nil when nothing is scheduled
  /// (the clock stays).
  func advanceToNextEvent() throws(StoreWireError) -> Int64?

  /// Sets how fast the store's clock runs.
  func setTimeRate(_ rate: TimeRate) throws(StoreWireError)

  /// Turns one of the store's test switches on or off.
  func setSwitch(_ which: StoreSwitch, on: Bool) throws(StoreWireError)

  /// A parent approves the Ask to Buy request `id`.
  func approve(pending id: Int64) throws(StoreWireError)

  /// A parent declines the Ask to Buy request `id`.
  func decline(pending id: Int64) throws(StoreWireError)

  /// The customer resolves the interrupted purchase `id`, which then completes.
  func resolve(pending id: Int64) throws(StoreWireError)

  /// Apple refunds transaction `id` at once.
  func refund(transactionID id: Int64) throws(StoreWireError)

  /// The customer asks for a refund of transaction `id`; the request as the store records it.
  func requestRefund(transactionID id: Int64) throws(StoreWireError) -> StoreControlsState.RefundRequestState

  /// Sets how refund requests are decided.
  func setRefundDecision(_ rule: RefundDecisionRule) throws(StoreWireError)

  /// Turns an App Store Server API fault on or off.
  func setServerFault(_ fault: ServerFault, on: Bool) throws(StoreWireError)

  /// Turns the auto-renewal of the subscription `originalTransactionID` on or off, as the
  /// customer does in the App Store's settings.
  func setAutoRenew(originalTransactionID: Int64, on: Bool) throws(StoreWireError)

  /// Moves `account` to storefront `id`: later purchases and renewals are priced there.
  func setStorefront(_ id: String, account: String) throws(StoreWireError)
}
