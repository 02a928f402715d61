/// How the store decides a refund request (the `store refund-decision` switch).
public enum RefundDecisionMode: Int, Sendable, CaseIterable {
  /// By `RefundRule`, from the developer's consumption information (the default).
  case rule = 0
  /// Every request is granted (`REFUND`).
  case approve = 1
  /// Every request is declined (`REFUND_DECLINED`).
  case decline = 2

  /// The name the command line uses: rule, approve or decline.
  public var name: String {
    switch self {
    case .rule: "rule"
    case .approve: "approve"
    case .decline: "decline"
    }
  }

  /// The name under which the switch is stored.
  static let settingName = "refundDecision"
}
