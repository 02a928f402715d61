public import Catalog

/// How an auto-renewable plan relates to the customer's active subscription in its group (AR-19).
public enum PlanRelation {
  /// `.currentPlan` for the active plan; in its group a smaller level number (higher service)
  /// is `.upgrade`, a larger one `.downgrade`, an equal one `.crossgrade`; nil outside the group
  /// of an active subscription or for other product types.
  public static func relation(of plan: Product, customer: CustomerContext, in catalog: Catalog) -> ElementMeaning? {
    guard let terms = plan.subscription else { return nil }
    if customer.activeSubscriptions.contains(plan.id) { return .currentPlan }
    let current = customer.activeSubscriptions.lazy.compactMap { catalog.product($0)?.subscription }
      .first { $0.groupID == terms.groupID }
    guard let current else { return nil }
    if terms.level < current.level { return .upgrade }
    if terms.level > current.level { return .downgrade }
    return .crossgrade
  }

  /// Whether `plan` is a one-time purchase (non-consumable or non-renewing) whose every entitlement the
  /// customer already has through a subscription in force and paid for (a grace period or billing
  /// retry does not count): a Pro subscriber sees "Unlock Premium" as included, though still for sale.
  public static func isIncludedInSubscription(_ plan: Product, customer: CustomerContext, in catalog: Catalog)
    -> Bool
  {
    guard plan.type == .nonConsumable || plan.type == .nonRenewing, !plan.entitlements.isEmpty else { return false }
    let granted = customer.activeSubscriptions.filter { !customer.paymentIssues.contains($0) }
      .compactMap { catalog.product($0)?.entitlements }.joined()
    return Set(plan.entitlements).isSubset(of: Set(granted))
  }

  /// The localized label of `relation`.
  static func text(_ relation: ElementMeaning?, ui: PaywallUIText) -> String? {
    switch relation {
    case .currentPlan: ui.currentPlan
    case .upgrade: ui.upgrade
    case .downgrade: ui.downgrade
    case .crossgrade: ui.crossgrade
    case .includedInSubscription: ui.translations(.paywallIncludedInSubscription)
    case .winBackOffer: ui.winBackOffer
    default: nil
    }
  }
}
