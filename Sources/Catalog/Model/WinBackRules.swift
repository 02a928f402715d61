/// Who may redeem a win-back offer: App Store Connect's eligibility settings for one.
public struct WinBackRules: Sendable, Hashable {
  /// Months of paid service in the group the customer must have had
  /// (`customerEligibilityPaidSubscriptionDurationInMonths`: 1 to 24, 36, 48 or 60).
  public var paidMonths: Int
  /// How long ago the customer's subscription ended, in months, inclusive
  /// (`customerEligibilityTimeSinceLastSubscribedInMonths`); a minimum of 0 makes the offer
  /// redeemable as soon as the subscription expires, as Xcode's "Eligible" switch does.
  public var monthsSinceLastSubscribed: ClosedRange<Int>
  /// Months between the end of one redemption's offer and the next redemption
  /// (`customerEligibilityWaitBetweenOffersInMonths`); nil: the offer is redeemed once.
  public var waitMonths: Int?

  /// The rules of an offer that names none: a month of paid service, ended up to 24 months ago, once.
  public static let standard = WinBackRules(paidMonths: 1, monthsSinceLastSubscribed: 0...24, waitMonths: nil)

  /// The paid tenures App Store Connect offers.
  public static let paidMonthChoices: [Int] = Array(1...24) + [36, 48, 60]

  /// Creates rules.
  public init(paidMonths: Int, monthsSinceLastSubscribed: ClosedRange<Int>, waitMonths: Int?) {
    self.paidMonths = paidMonths
    self.monthsSinceLastSubscribed = monthsSinceLastSubscribed
    self.waitMonths = waitMonths
  }
}
