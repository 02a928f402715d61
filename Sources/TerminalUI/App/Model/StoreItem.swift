/// A line of the store controls' list: an Ask to Buy request, an interrupted purchase, a
/// customer's refund request, a renewal-date extension, or a transaction.
public enum StoreItem: Sendable, Equatable {
  case approval(PendingLine)
  case interrupted(PendingLine)
  case refundRequest(RefundRequestLine)
  case renewalExtension(RenewalExtensionLine)
  case transaction(HistoryLine)

  /// The store controls' lines for `account`: what waits (requests, interruptions, refund
  /// requests waiting for a decision), what the server-side flows did (decided refund requests,
  /// extensions), then every transaction (a refunded one stays, marked, so that what happened
  /// can be seen).
  public static func items(_ account: AccountSnapshot?) -> [StoreItem] {
    guard let account else { return [] }
    let store = account.store
    return store.pendingApprovals.map(StoreItem.approval) + store.interrupted.map(StoreItem.interrupted)
      + store.refundRequests.map(StoreItem.refundRequest) + store.renewalExtensions.map(StoreItem.renewalExtension)
      + account.history.map(StoreItem.transaction)
  }
}
