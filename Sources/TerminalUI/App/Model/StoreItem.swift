/// A line of the store controls' list: an Ask to Buy request, an interrupted purchase, or a transaction.
public enum StoreItem: Sendable, Equatable {
  case approval(PendingLine)
  case interrupted(PendingLine)
  case transaction(HistoryLine)

  /// The store controls' lines for `account`: requests, interruptions, then every transaction (a
  /// refunded one stays, marked, so that what happened can be seen).
  public static func items(_ account: AccountSnapshot?) -> [StoreItem] {
    guard let account else { return [] }
    return account.store.pendingApprovals.map(StoreItem.approval)
      + account.store.interrupted.map(StoreItem.interrupted)
      + account.history.map(StoreItem.transaction)
  }
}
