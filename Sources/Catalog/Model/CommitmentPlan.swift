/// A one-year subscription's monthly billing plan with a 12-month commitment (App Store Connect's
/// "Monthly subscription with a 12-month commitment", `.storekit` `billingPlans` MONTHLY): twelve
/// monthly payments, the commitment renewing for another twelve unless cancelled.
public struct CommitmentPlan: Sendable, Equatable {
  /// How many monthly payments one commitment has.
  public static let payments = 12
  /// The storefronts where Apple sells no commitment plan (the United States and Singapore).
  public static let unsoldStorefronts: Set<String> = ["USA", "SGP"]

  /// The monthly price in each storefront that sells the plan.
  public var monthlyPrices: [String: Price]

  /// Creates a plan.
  public init(monthlyPrices: [String: Price]) {
    self.monthlyPrices = monthlyPrices
  }

  /// The monthly price in `storefront`, nil where the plan is not sold.
  public func monthlyPrice(in storefront: String) -> Price? {
    Self.unsoldStorefronts.contains(storefront) ? nil : monthlyPrices[storefront]
  }

  /// The whole commitment's price in `storefront` (twelve monthly payments), nil where not sold.
  public func commitmentPrice(in storefront: String) -> Price? {
    monthlyPrice(in: storefront).map { Price(milliunits: $0.milliunits * Int64(Self.payments)) }
  }
}
