/// An introductory, promotional, offer-code or win-back price for a subscription.
public struct SubscriptionOffer: Sendable, Equatable {
  /// How the customer pays during the offer.
  public enum PaymentMode: String, Sendable, Hashable, CaseIterable {
    /// Nothing for the offer's duration (`offerDiscountType` FREE_TRIAL).
    case freeTrial
    /// A reduced price every period for `periods` periods (PAY_AS_YOU_GO).
    case payAsYouGo
    /// A reduced price once for the whole offer duration (PAY_UP_FRONT).
    case payUpFront

    /// The value of the signed transaction's `offerDiscountType`.
    public var discountTypeName: String {
      switch self {
      case .freeTrial: "FREE_TRIAL"
      case .payAsYouGo: "PAY_AS_YOU_GO"
      case .payUpFront: "PAY_UP_FRONT"
      }
    }
  }

  /// Who may redeem an offer code.
  public enum Eligibility: String, Sendable, Hashable, CaseIterable {
    case new
    case existing
    case expired
  }

  /// The offer identifier (`offerIdentifier`); nil for an introductory offer.
  public var id: String?
  /// The internal name, if any.
  public var referenceName: String?
  /// How the customer pays.
  public var paymentMode: PaymentMode
  /// The length of one offer period.
  public var period: Period
  /// How many offer periods (pay as you go); 1 otherwise.
  public var periods: Int
  /// The offer price per storefront id; empty for a free trial.
  public var prices: [String: Price]
  /// Who may redeem it (offer codes only; empty means everyone).
  public var eligibility: [Eligibility]
  /// Whether the offer comes after an introductory offer the customer is still eligible for (App
  /// Store Connect's "stack with introductory offers", `.storekit` `isStackable`) rather than
  /// replacing it (offer codes only).
  public var isStackable: Bool
  /// Who may redeem it (win-back offers only; nil elsewhere).
  public var winBack: WinBackRules?

  /// Creates an offer.
  public init(
    id: String? = nil, referenceName: String? = nil, paymentMode: PaymentMode, period: Period, periods: Int = 1,
    prices: [String: Price] = [:], eligibility: [Eligibility] = [], isStackable: Bool = false,
    winBack: WinBackRules? = nil
  ) {
    self.winBack = winBack
    self.isStackable = isStackable
    self.id = id
    self.referenceName = referenceName
    self.paymentMode = paymentMode
    self.period = period
    self.periods = periods
    self.prices = prices
    self.eligibility = eligibility
  }
}
