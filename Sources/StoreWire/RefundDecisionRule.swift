/// How the simulated store decides a customer's refund request.
public enum RefundDecisionRule: String, Sendable, Hashable, CaseIterable, Codable {
  /// By the store's documented rule, from the developer's consumption information (the default).
  case rule
  /// Every request is granted (`REFUND`).
  case approve
  /// Every request is declined (`REFUND_DECLINED`).
  case decline
}
