public import StoreWire

/// How the simulated store decides customers' refund requests, as the store controls name it: the
/// wire's own switch (`storefront store refund-decision rule|approve|decline`).
public typealias RefundDecision = RefundDecisionRule

extension RefundDecisionRule {
  /// The next mode, wrapping around (what `m` on the store controls does).
  public var next: RefundDecisionRule {
    let all = Self.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }
}
