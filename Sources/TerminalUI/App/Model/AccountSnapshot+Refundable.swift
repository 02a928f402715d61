/// What the refund key would refund on a subscription line.
enum RefundTarget: Equatable {
  /// The latest transaction the customer paid for and that is not refunded yet.
  case transaction(HistoryLine)
  /// Every paid transaction of the plan is refunded already.
  case alreadyRefunded
  /// The plan's only transactions charged nothing (a free trial).
  case nothingCharged
  /// The account holds no transaction of the plan.
  case none
}

extension AccountSnapshot {
  /// What refunding `line` would refund: the newest paid, unrefunded transaction of its plan (as a
  /// customer asks Apple for the charge they see on a receipt; a free trial charged nothing).
  func refundable(_ line: SubscriptionLine) -> RefundTarget {
    let plan = history.filter { $0.productID == line.productID }
    if let paid = plan.filter({ $0.charged && !$0.revoked }).max(by: { $0.purchaseDate < $1.purchaseDate }) {
      return .transaction(paid)
    }
    if plan.contains(where: { $0.charged }) { return .alreadyRefunded }
    return plan.isEmpty ? .none : .nothingCharged
  }
}
