/// Which step of a purchase a frame shows: the rules of a storefront judge each step they concern.
public enum CheckoutStep: Sendable, Equatable, Hashable {
  /// The paywall, where plans are offered.
  case paywall
  /// The purchase sheet of one plan: the final confirmation before the order.
  case purchaseSheet(planID: String)

  /// The plan of a purchase sheet; nil on the paywall.
  public var sheetPlanID: String? {
    if case .purchaseSheet(let planID) = self { return planID }
    return nil
  }
}
