/// The simulator's own switches, apart from the wire: what no app can ask of a real App Store, used
/// only by the store-control screens, the CLI's test options and `storefront store`.
public protocol StoreControls: AnyObject {
  /// Makes the next purchase that `device` of `account` asks the wire for have `outcome` (nil:
  /// whatever the store's switches and injected failures give), as Xcode's transaction manager
  /// does for the next transaction; it applies to that one purchase only.
  func setNextPurchaseOutcome(_ outcome: PurchaseOutcome?, account: String, device: String) throws(StoreWireError)
}
