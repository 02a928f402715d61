/// What the purchase-sheet rules read of the customer on the sheet of one plan: two sheets drawn alike
/// for customers alike in it are judged alike.
///
/// The sheet rules (JP-01, JP-02, KR-03) read the customer's subscriptions in force, and whether the
/// customer may get the sheet's own plan's introductory (or win-back) offer; they read the groups whose
/// offer is used and the win-back offers only through that. So the context is kept whole but for those
/// two, which are kept as the eligibility they come to. A rule that judges sheets and reads more of the
/// customer must be reflected here (`SheetCustomerTests` lists the sheet rules this was checked against).
public struct SheetCustomer: Sendable, Hashable {
  /// The customer's context without `introUsedGroups` and `winBackOffers`.
  public var context: CustomerContext
  /// Whether the customer may get the introductory (or win-back) offer of the sheet's plan.
  public var eligibleForIntro: Bool

  /// `customer` as the sheet rules read it on the sheet of `plan`, with `plans` on the paywall.
  public init(_ customer: CustomerContext, plan: PlanSnapshot?, plans: [PlanSnapshot]) {
    var context = customer
    context.introUsedGroups = []
    context.winBackOffers = [:]
    self.context = context
    eligibleForIntro = plan.map { customer.isEligibleForIntro($0, among: plans) } ?? false
  }
}
