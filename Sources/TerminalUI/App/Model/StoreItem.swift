public import FoundationEssentials

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

  /// What stays the same of a line when the store changes it (a transaction refunded, a request
  /// decided), so that the cursor can stay on it.
  public var identity: Identity {
    switch self {
    case .approval(let line): .approval(line.id)
    case .interrupted(let line): .interrupted(line.id)
    case .refundRequest(let request): .refundRequest(request.transactionID, deadline: request.deadline)
    case .renewalExtension(let line): .renewalExtension(line.originalTransactionID, renewalDate: line.renewalDate)
    case .transaction(let line): .transaction(line.transactionID)
    }
  }

  /// A line's identity: its kind and the ids of what it is about.
  public enum Identity: Hashable, Sendable {
    case approval(String)
    case interrupted(String)
    case refundRequest(UInt64, deadline: Date)
    case renewalExtension(UInt64, renewalDate: Date)
    case transaction(UInt64)
  }
}
