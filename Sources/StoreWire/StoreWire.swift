public import FoundationEssentials

/// What the app can ask of the App Store: the store's "wire", in this module's plain value types
/// only (version ``StoreWireVersion/current``). Everything that comes back and
/// matters is signed (JWS strings), so the app trusts nothing it has not verified itself; the
/// simulator in this process is one implementation, a store in another process could be another.
public protocol StoreWire: AnyObject {
  /// The root certificate the system trusts for this store, DER-encoded: for the store on this
  /// machine its published root (as a phone's operating system holds Apple's); never anything
  /// kept in an app's own files.
  func rootCertificateDER() throws(StoreWireError) -> [UInt8]

  /// The store's epoch: an id that changes when its ledger starts over (a reset), so that a
  /// device can tell it met another store than the one it synced with.
  func storeEpoch() throws(StoreWireError) -> String

  /// The store's current signed version of each of transactions `ids` of `account` (its latest
  /// word: refunded, upgraded or as bought); ids it does not know are left out.
  func latestTransactions(_ ids: [UInt64], account: String) throws(StoreWireError) -> [WireTransaction]

  /// The store's current date in epoch milliseconds (its clock may run faster than real time).
  func currentDate() throws(StoreWireError) -> Int64

  /// The account's storefront (e.g. "USA"), which decides prices and currency.
  func storefront(account: String) throws(StoreWireError) -> String

  /// Buys a product; see `WirePurchaseResult`.
  func purchase(_ request: WirePurchaseRequest) throws(StoreWireError) -> WirePurchaseResult

  /// Every transaction of the account that changed after `sequence` (purchases on any device,
  /// renewals, refunds, approvals), oldest change first.
  func transactions(account: String, after sequence: Int64) throws(StoreWireError) -> [WireTransaction]

  /// The highest change counter among the account's transactions: where a new install starts.
  func latestUpdateSequence(account: String) throws(StoreWireError) -> Int64

  /// The account's change counter and the store's clock as soon as the counter differs from
  /// `after`, or once `waitMilliseconds` have passed (at most
  /// ``UpdateWait/longestWaitMilliseconds``): the long poll by which a device on another machine
  /// hears of purchases elsewhere, renewals and refunds. The store moves its clock on while it waits.
  func awaitUpdate(account: String, after: Int64, waitMilliseconds: Int) throws(StoreWireError) -> WireUpdate

  /// The status of each of the account's subscription groups, with signed transaction and
  /// renewal info.
  func subscriptionStatuses(account: String) throws(StoreWireError) -> [WireSubscriptionStatus]

  /// Whether the account may still get an introductory offer in subscription group `group`.
  func isEligibleForIntroOffer(group: String, account: String) throws(StoreWireError) -> Bool

  /// What the account's storefront (or `storefront`, to look at another) sells today and at which
  /// prices (StoreKit's `Product.products`): products off sale are left out, prices the developer
  /// changed are the changed ones.
  func saleList(account: String, storefront: String?) throws(StoreWireError) -> WireSaleList

  /// Redeems offer code `code` for `account` on `device` (the App Store's redemption sheet), with
  /// the app's account token for a subscription it starts.
  func redeemOfferCode(_ code: String, account: String, device: String, appAccountToken: UUID?)
    throws(StoreWireError) -> WireRedemptionResult
}
