public import Catalog
public import FoundationEssentials

/// One plan as the paywall offers it: the store's data, not what is drawn.
public struct PlanSnapshot: Sendable, Equatable {
  public var id: String
  public var type: ProductType
  /// The product's display name.
  public var title: String
  /// The price in the storefront's currency.
  public var price: Decimal
  /// The store's formatted price (`Product.displayPrice`).
  public var storeDisplayPrice: String
  /// The billing period (auto-renewable subscriptions) or access length (non-renewing).
  public var period: Period?
  public var groupID: String?
  /// The level of service in the group, 1 the highest (auto-renewable subscriptions).
  public var groupLevel: Int?
  /// The introductory offer the plan has in this storefront, eligible or not.
  public var intro: IntroSnapshot?
  /// Coins a unit credits (consumables).
  public var coins: Int64?
  /// The benefit lines the paywall shows for it.
  public var benefits: [String]
  /// Its monthly billing with a 12-month commitment, where the storefront sells one.
  public var commitment: CommitmentSnapshot? = nil

  /// A plan.
  public init(
    id: String, type: ProductType, title: String, price: Decimal, storeDisplayPrice: String, period: Period? = nil,
    groupID: String? = nil, groupLevel: Int? = nil, intro: IntroSnapshot? = nil, coins: Int64? = nil,
    benefits: [String] = []
  ) {
    self.id = id
    self.type = type
    self.title = title
    self.price = price
    self.storeDisplayPrice = storeDisplayPrice
    self.period = period
    self.groupID = groupID
    self.groupLevel = groupLevel
    self.intro = intro
    self.coins = coins
    self.benefits = benefits
  }
}

/// An introductory offer of a plan.
public struct IntroSnapshot: Sendable, Equatable {
  public var mode: SubscriptionOffer.PaymentMode
  public var period: Period
  public var periods: Int
  /// The offer price per period, formatted for the storefront.
  public var displayPrice: String
  /// A win-back offer for a customer who left, shown in the introductory offer's place.
  public var isWinBack: Bool

  /// An intro offer (or a win-back offer in its place).
  public init(
    mode: SubscriptionOffer.PaymentMode, period: Period, periods: Int, displayPrice: String, isWinBack: Bool = false
  ) {
    self.isWinBack = isWinBack
    self.mode = mode
    self.period = period
    self.periods = periods
    self.displayPrice = displayPrice
  }
}
