/// What makes a product an auto-renewable subscription: its group, level, period and offers.
public struct SubscriptionTerms: Sendable, Equatable {
  /// The owning group's id (the transaction's `subscriptionGroupIdentifier`).
  public var groupID: String
  /// Level of service in the group; 1 is the highest, equal numbers are the same level.
  public var level: Int
  /// The billing period, one of `Period.subscriptionPeriods`.
  public var period: Period
  /// The introductory offer for new customers of the group, if any.
  public var introductoryOffer: SubscriptionOffer?
  /// Promotional offers the app can present to existing or lapsed customers.
  public var promotionalOffers: [SubscriptionOffer]
  /// Offers redeemed with an offer code.
  public var offerCodes: [SubscriptionOffer]
  /// Win-back offers for lapsed subscribers.
  public var winBackOffers: [SubscriptionOffer]
  /// The monthly billing plan with a 12-month commitment, for a one-year subscription that has one.
  public var commitmentPlan: CommitmentPlan?

  /// Creates subscription terms.
  public init(
    groupID: String, level: Int, period: Period, introductoryOffer: SubscriptionOffer? = nil,
    promotionalOffers: [SubscriptionOffer] = [], offerCodes: [SubscriptionOffer] = [],
    winBackOffers: [SubscriptionOffer] = [], commitmentPlan: CommitmentPlan? = nil
  ) {
    self.groupID = groupID
    self.level = level
    self.period = period
    self.introductoryOffer = introductoryOffer
    self.promotionalOffers = promotionalOffers
    self.offerCodes = offerCodes
    self.winBackOffers = winBackOffers
    self.commitmentPlan = commitmentPlan
  }
}
