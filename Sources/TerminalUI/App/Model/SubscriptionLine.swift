public import FoundationEssentials

/// One auto-renewable subscription of the account and where it stands.
public struct SubscriptionLine: Sendable, Equatable {
  /// The product id.
  public var productID: String
  /// The product's display name ("Pro Yearly").
  public var title: String
  /// The subscription group.
  public var groupID: String
  /// Where the subscription stands.
  public var state: SubscriptionState
  /// When it renews (auto-renew on) or expires (off, or already expired).
  public var renewsOrExpires: Date?
  /// Whether it renews at the end of the period.
  public var willAutoRenew: Bool
  /// The plan it renews as when that is another one (a downgrade or crossgrade waiting for the
  /// next renewal, the renewal info's `autoRenewProductId`), else nil.
  public var renewsAsProductID: String?
  /// That plan's display name.
  public var renewsAsTitle: String?
  /// Whether a family member bought it and shares it (Family Sharing): only they can change it.
  public var isFamilyShared: Bool
  /// For a plan billed monthly with a 12-month commitment: the current payment's number and when
  /// the commitment ends (it renews then when `willAutoRenew`, which is the commitment's own).
  public var commitmentPayment: Int? = nil
  public var commitmentEnds: Date? = nil

  /// A subscription line.
  public init(
    productID: String, title: String, groupID: String, state: SubscriptionState, renewsOrExpires: Date?,
    willAutoRenew: Bool, renewsAsProductID: String? = nil, renewsAsTitle: String? = nil, isFamilyShared: Bool = false
  ) {
    self.productID = productID
    self.title = title
    self.groupID = groupID
    self.state = state
    self.renewsOrExpires = renewsOrExpires
    self.willAutoRenew = willAutoRenew
    self.renewsAsProductID = renewsAsProductID
    self.renewsAsTitle = renewsAsTitle
    self.isFamilyShared = isFamilyShared
  }

  /// Whether a change to another plan waits for the next renewal.
  public var changeWaits: Bool { renewsAsProductID != nil }
}

/// Where a subscription stands, as StoreKit's `RenewalState` plus the trial and retry details.
public enum SubscriptionState: String, Sendable, Equatable, CaseIterable {
  case subscribed
  case inTrial
  case inBillingRetry
  case inGracePeriod
  case expired
  case revoked

  /// Whether the subscription still has a renewal to turn off or change (billing retry included);
  /// an expired or refunded one is bought again instead.
  public var isRenewable: Bool { self != .expired && self != .revoked }

  /// Whether the last renewal's payment failed and the store is retrying it (with or without a grace period).
  public var hasPaymentIssue: Bool { self == .inBillingRetry || self == .inGracePeriod }

  /// Whether the customer has the subscription's service in this state.
  public var givesAccess: Bool {
    switch self {
    case .subscribed, .inTrial, .inGracePeriod: true
    case .inBillingRetry, .expired, .revoked: false
    }
  }
}
