/// A rule of one storefront (paywall-rules.md §12) and the step of the purchase it judges.
public struct StorefrontRule: Sendable {
  /// Which frames a storefront rule judges.
  public enum Step: Sendable, Equatable {
    /// The paywall's first frame.
    case paywall
    /// The purchase sheet of each plan that can be bought.
    case purchaseSheet
  }

  /// The rule, with an id of its region ("KR-01").
  public let rule: ReviewRule
  /// The frames it judges.
  public let step: Step

  /// Whether the rule judges `step`.
  public func judges(_ step: CheckoutStep) -> Bool {
    switch (self.step, step) {
    case (.paywall, .paywall), (.purchaseSheet, .purchaseSheet): true
    default: false
    }
  }
}
