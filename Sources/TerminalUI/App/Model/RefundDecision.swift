/// How the simulated store decides customers' refund requests: the store's refund-decision switch
/// (`storefront store refund-decision rule|approve|decline`).
public enum RefundDecision: String, Sendable, Equatable, CaseIterable {
  /// By the store's documented rule, from the developer's consumption information (the default).
  case rule
  /// Every request is granted (`REFUND`).
  case approve
  /// Every request is declined (`REFUND_DECLINED`).
  case decline

  /// The next mode, wrapping around (what `m` on the store controls does).
  public var next: RefundDecision {
    let all = Self.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }
}
