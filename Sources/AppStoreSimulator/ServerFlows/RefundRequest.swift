/// A customer's refund request and where it stands.
public struct RefundRequest: Sendable, Equatable {
  /// What became of a request.
  public enum State: Sendable, Equatable {
    /// Waiting for the developer's consumption information (until `deadline`).
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
  public var productID: String
  public var reason: ConsumptionRequestReason
  /// When the customer asked, store clock.
  public var requestedDate: Int64
  /// When the window for consumption information closes and the store decides anyway.
  public var deadline: Int64
  /// Whether the developer sent consumption information.
  public var consumptionSent: Bool
  public var state: State
}
