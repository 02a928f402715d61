public import Catalog
public import FoundationEssentials
public import StoreWire

/// The simulated store as the store controls show it: its clock, what waits, its switches, and the
/// server-side flows (refund requests, renewal extensions, API faults).
public struct StoreSnapshot: Sendable, Equatable {
  /// The store clock when the snapshot was taken.
  public var now: Date
  /// Store seconds per real second (how fast the clock on screen runs).
  public var timeRate: Int
  /// The store's time rate, by Xcode's name (`monthlyRenewalEveryThirtySeconds`).
  public var rate: TimeRate
  /// The next moment a subscription renews, is retried or expires, if any.
  public var nextRenewal: Date?
  /// What happens to a subscription at `nextRenewal`.
  public var nextEventKind: ScheduledStoreEvent
  /// Ask to Buy requests waiting for a parent.
  public var pendingApprovals: [PendingLine]
  /// Purchases interrupted before they completed.
  public var interrupted: [PendingLine]
  /// Whether renewals fail with a billing problem.
  public var billingIssue: Bool
  /// Whether a failed renewal enters a grace period.
  public var gracePeriod: Bool
  /// Whether purchases wait for a parent's approval (the store's Ask to Buy switch).
  public var askToBuy: Bool
  /// Whether purchases are interrupted until resolved (the store's interrupted-purchases switch).
  public var interruptedPurchases: Bool
  /// How the store decides refund requests (the store's refund-decision switch).
  public var refundDecision: RefundDecision
  /// Customers' refund requests, waiting ones first.
  public var refundRequests: [RefundRequestLine]
  /// The renewal-date extensions of the account's subscriptions, oldest first.
  public var renewalExtensions: [RenewalExtensionLine]
  /// The faults the store's App Store Server API answers with now (none unless switched on).
  public var apiFaults: Set<ServerAPIFault>

  /// A store snapshot.
  public init(
    now: Date, timeRate: Int, rate: TimeRate = .realTime, nextRenewal: Date? = nil,
    nextEventKind: ScheduledStoreEvent = .renewal, pendingApprovals: [PendingLine] = [],
    interrupted: [PendingLine] = [], billingIssue: Bool = false, gracePeriod: Bool = false,
    askToBuy: Bool = false, interruptedPurchases: Bool = false, refundDecision: RefundDecision = .rule,
    refundRequests: [RefundRequestLine] = [], renewalExtensions: [RenewalExtensionLine] = [],
    apiFaults: Set<ServerAPIFault> = []
  ) {
    self.now = now
    self.timeRate = timeRate
    self.rate = rate
    self.nextRenewal = nextRenewal
    self.nextEventKind = nextEventKind
    self.pendingApprovals = pendingApprovals
    self.interrupted = interrupted
    self.billingIssue = billingIssue
    self.gracePeriod = gracePeriod
    self.askToBuy = askToBuy
    self.interruptedPurchases = interruptedPurchases
    self.refundDecision = refundDecision
    self.refundRequests = refundRequests
    self.renewalExtensions = renewalExtensions
    self.apiFaults = apiFaults
  }
}

/// A purchase that waits: for a parent's approval, or to be resolved after an interruption.
public struct PendingLine: Sendable, Equatable {
  /// The store's id of the request.
  public var id: String
  /// The product id.
  public var productID: String
  /// The product's display name.
  public var title: String

  /// A pending line.
  public init(id: String, productID: String, title: String) {
    self.id = id
    self.productID = productID
    self.title = title
  }
}
