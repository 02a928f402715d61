public import Catalog

/// What the store controls show of the simulated store for one account: its clock, what waits,
/// its switches and its server-side flows, in the wire's own types.
public struct StoreControlsState: Sendable, Equatable, Codable {
  /// The store's clock, epoch milliseconds.
  public var now: Int64
  /// The clock's rate, by Xcode's name.
  public var timeRate: TimeRate
  /// Store milliseconds per real second at that rate.
  public var simulatedMillisecondsPerSecond: Int64
  /// The next moment a subscription renews, is retried or ends, and what happens then.
  public var nextEvent: Moment?
  /// Purchases waiting for a parent or for the customer, oldest first.
  public var pending: [Pending]
  /// The switches that are on.
  public var switches: Set<StoreSwitch>
  /// How refund requests are decided.
  public var refundDecision: RefundDecisionRule
  /// Every refund request, oldest first.
  public var refundRequests: [RefundRequestState]
  /// The account's renewal-date extensions, oldest first.
  public var renewalExtensions: [RenewalExtensionState]
  /// The App Store Server API faults that are on.
  public var serverFaults: Set<ServerFault>

  /// A moment the store has scheduled.
  public struct Moment: Sendable, Equatable, Codable {
    /// When, epoch milliseconds.
    public var date: Int64
    /// What happens then.
    public var kind: ScheduledStoreEvent

    /// A scheduled moment.
    public init(date: Int64, kind: ScheduledStoreEvent) {
      self.date = date
      self.kind = kind
    }
  }

  /// A purchase waiting to complete.
  public struct Pending: Sendable, Equatable, Codable {
    /// The store's id of it.
    public var id: Int64
    /// Why it waits.
    public var reason: PendingReason
    /// What it buys.
    public var productID: String

    /// A waiting purchase.
    public init(id: Int64, reason: PendingReason, productID: String) {
      self.id = id
      self.reason = reason
      self.productID = productID
    }
  }

  /// A customer's refund request and where it stands.
  public struct RefundRequestState: Sendable, Equatable, Codable {
    /// What became of a request.
    public enum Decision: String, Sendable, Equatable, CaseIterable, Codable {
      /// Waiting for a decision, until `deadline` at the latest.
      case waiting
      /// Granted (`REFUND`).
      case refunded
      /// Declined (`REFUND_DECLINED`).
      case declined
      /// Granted, then reversed (`REFUND_REVERSED`).
      case reversed
    }

    /// The transaction the customer wants refunded.
    public var transactionID: Int64
    /// Its product.
    public var productID: String
    /// When the store decides anyway, epoch milliseconds.
    public var deadline: Int64
    /// Where it stands.
    public var decision: Decision

    /// A refund request.
    public init(transactionID: Int64, productID: String, deadline: Int64, decision: Decision) {
      self.transactionID = transactionID
      self.productID = productID
      self.deadline = deadline
      self.decision = decision
    }
  }

  /// A renewal-date extension the store made.
  public struct RenewalExtensionState: Sendable, Equatable, Codable {
    /// The subscription extended.
    public var originalTransactionID: Int64
    /// Its product.
    public var productID: String
    /// By how many days.
    public var days: Int
    /// The renewal date it moved the subscription to, epoch milliseconds.
    public var effectiveDate: Int64
    /// Whether a mass extension made it.
    public var isMassExtension: Bool

    /// An extension.
    public init(originalTransactionID: Int64, productID: String, days: Int, effectiveDate: Int64, isMassExtension: Bool)
    {
      self.originalTransactionID = originalTransactionID
      self.productID = productID
      self.days = days
      self.effectiveDate = effectiveDate
      self.isMassExtension = isMassExtension
    }
  }

  /// The controls' state.
  public init(
    now: Int64, timeRate: TimeRate, simulatedMillisecondsPerSecond: Int64, nextEvent: Moment?, pending: [Pending],
    switches: Set<StoreSwitch>, refundDecision: RefundDecisionRule, refundRequests: [RefundRequestState],
    renewalExtensions: [RenewalExtensionState], serverFaults: Set<ServerFault>
  ) {
    self.now = now
    self.timeRate = timeRate
    self.simulatedMillisecondsPerSecond = simulatedMillisecondsPerSecond
    self.nextEvent = nextEvent
    self.pending = pending
    self.switches = switches
    self.refundDecision = refundDecision
    self.refundRequests = refundRequests
    self.renewalExtensions = renewalExtensions
    self.serverFaults = serverFaults
  }
}
