public import Catalog
public import Paywall

/// The customers a paywall is checked for: its words depend on who looks at it.
public enum LintCustomer: String, Sendable, CaseIterable, CustomStringConvertible {
  /// Never subscribed: eligible for every introductory offer.
  case new
  /// Used the introductory offer of every group on the paywall, subscribed to nothing now.
  case introUsed = "intro-used"
  /// Subscribed to the paywall's first auto-renewable plan (after its trial).
  case subscriber
  /// Subscribed before and left (the subscription expired): each plan's first win-back offer is
  /// theirs, the introductory offers are used.
  case lapsed

  public var description: String { rawValue }

  /// What the app knows of this customer, for the paywall `paywallID` in `catalog`; payments are allowed.
  public func context(forPaywall paywallID: String, in catalog: Catalog) -> CustomerContext {
    let plans = catalog.paywalls.first { $0.id == paywallID }?.plans ?? []
    let subscriptions = plans.compactMap { catalog.product($0) }.filter { $0.type == ProductType.autoRenewable }
    let groups = Set(subscriptions.compactMap { $0.subscription?.groupID })
    switch self {
    case .new:
      return CustomerContext()
    case .introUsed:
      return CustomerContext(introUsedGroups: groups)
    case .subscriber:
      guard let plan = subscriptions.first, let group = plan.subscription?.groupID else { return CustomerContext() }
      return CustomerContext(activeSubscriptions: [plan.id], introUsedGroups: [group])
    case .lapsed:
      var offers: [String: String] = [:]
      for plan in subscriptions { offers[plan.id] = plan.subscription?.winBackOffers.first?.id }
      return CustomerContext(introUsedGroups: groups, winBackOffers: offers)
    }
  }
}
