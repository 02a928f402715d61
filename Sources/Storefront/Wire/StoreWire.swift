public import AppStoreSimulator
public import Catalog
public import JWS

/// What the app can ask of the App Store: the store's "wire". Everything that comes back and
/// matters is signed (JWS strings), so the app trusts nothing it has not verified itself; the
/// simulator in this process is one implementation, a store in another process could be another.
public protocol StoreWire: AnyObject {
  /// The root certificate the system trusts for this store: for the store on this machine its
  /// published root (as a phone's operating system holds Apple's); never anything kept in an
  /// app's own files.
  func rootCertificate() throws(StoreWireError) -> Certificate

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
  func purchase(_ request: PurchaseRequest) throws(StoreWireError) -> WirePurchaseResult

  /// Every transaction of the account that changed after `sequence` (purchases on any device,
  /// renewals, refunds, approvals), oldest change first.
  func transactions(account: String, after sequence: Int64) throws(StoreWireError) -> [WireTransaction]

  /// The highest change counter among the account's transactions: where a new install starts.
  func latestUpdateSequence(account: String) throws(StoreWireError) -> Int64

  /// The status of each of the account's subscription groups, with signed transaction and
  /// renewal info.
  func subscriptionStatuses(account: String) throws(StoreWireError) -> [WireSubscriptionStatus]

  /// Whether the account may still get an introductory offer in subscription group `group`.
  func isEligibleForIntroOffer(group: String, account: String) throws(StoreWireError) -> Bool
}

/// A transaction as the wire carries it: its JWS and the store's change counter.
public struct WireTransaction: Sendable, Equatable {
  /// The compact JWS (verify before use).
  public var jws: String
  /// The store's change counter for this version of the transaction.
  public var updateSequence: Int64

  /// A wire transaction.
  public init(jws: String, updateSequence: Int64) {
    self.jws = jws
    self.updateSequence = updateSequence
  }
}

/// What a purchase came to, as the wire carries it.
public enum WirePurchaseResult: Sendable, Equatable {
  /// Charged: the new transaction.
  case purchased(WireTransaction)
  /// Nothing charged: the customer already owns it (this transaction).
  case alreadyOwned(WireTransaction)
  /// A downgrade or crossgrade that takes effect at the next renewal.
  case planChangeScheduled(current: WireTransaction, nextProductID: String)
  /// Waiting for Ask to Buy approval or for an interruption to be resolved.
  case pending(id: Int64, reason: PendingReason)
  /// The customer cancelled the payment sheet.
  case userCancelled
  /// The store refused (network, payments not allowed, product unavailable, system error...).
  case failed(StoreErrorCode)
}

/// One subscription group's status, as the wire carries it.
public struct WireSubscriptionStatus: Sendable, Equatable {
  /// The group.
  public var groupID: String
  /// The latest transaction of the group (JWS).
  public var transactionJWS: String
  /// The renewal info (JWS).
  public var renewalInfoJWS: String

  /// A wire status.
  public init(groupID: String, transactionJWS: String, renewalInfoJWS: String) {
    self.groupID = groupID
    self.transactionJWS = transactionJWS
    self.renewalInfoJWS = renewalInfoJWS
  }
}

/// Why the wire could not answer.
public enum StoreWireError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The store is busy (another process holds it); try again (sysexits 75).
  case busy(String)
  /// The store cannot be reached or read (sysexits 74).
  case unavailable(String)
  /// The request names something the store does not have (sysexits 65).
  case invalidRequest(String)

  public var description: String {
    switch self {
    case .busy(let message), .unavailable(let message), .invalidRequest(let message): message
    }
  }

  /// The sysexits code.
  public var exitCode: Int32 {
    switch self {
    case .busy: 75
    case .unavailable: 74
    case .invalidRequest: 65
    }
  }
}
