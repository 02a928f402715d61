import FoundationEssentials
public import Paywall

/// What the runtime read from the store and the device for one frame of the app: plain data, no I/O.
///
/// The runtime fills it after every effect (and when the store clock passes a renewal) and hands it
/// in as `AppAction.accountLoaded`; screens read it as it is.
public struct AccountSnapshot: Sendable, Equatable {
  /// The device's name ("iPhone").
  public var device: String
  /// The account's name ("alice@example.com").
  public var account: String
  /// The storefront the account shops in ("USA").
  public var storefrontID: String
  /// The coins the device holds.
  public var coins: Int64
  /// Whether the catalog's primary entitlement (`Catalog.primaryEntitlementID`, Premium in the
  /// shipped one) is unlocked on this device (non-consumable or an active subscription).
  public var premiumUnlocked: Bool
  /// Whether only a family member's purchase unlocks it (Family Sharing): the account screen says so.
  public var premiumSharedByFamily: Bool = false
  /// Every subscription the account has had, in force or not.
  public var subscriptions: [SubscriptionLine]
  /// Every transaction of the account, newest first.
  public var history: [HistoryLine]
  /// The simulated store's clock and switches.
  public var store: StoreSnapshot
  /// What the paywall model needs to know about the customer.
  public var customer: CustomerContext
  /// The devices with the app installed in the data directory, as the load found them (the device
  /// switcher lists them, so an install made meanwhile by another command shows).
  public var installs: [String]

  /// A snapshot of every field.
  public init(
    device: String, account: String, storefrontID: String, coins: Int64, premiumUnlocked: Bool,
    subscriptions: [SubscriptionLine] = [], history: [HistoryLine] = [], store: StoreSnapshot,
    customer: CustomerContext = CustomerContext(), installs: [String] = []
  ) {
    self.device = device
    self.account = account
    self.storefrontID = storefrontID
    self.coins = coins
    self.premiumUnlocked = premiumUnlocked
    self.subscriptions = subscriptions
    self.history = history
    self.store = store
    self.customer = customer
    self.installs = installs
  }

  /// The subscription that gives Pro now (subscribed, in trial or in its grace period), if any.
  public var activeSubscription: SubscriptionLine? {
    subscriptions.first { $0.state.givesAccess }
  }

  /// The subscription the status line speaks of: the one that gives Pro, else one still being
  /// retried (it gives nothing, but it is not over), so both lines say the same.
  public var currentSubscription: SubscriptionLine? {
    activeSubscription ?? subscriptions.first { $0.state == .inBillingRetry }
  }
}
