public import FoundationEssentials
public import StoreWire

/// A customer's refund request as the store controls list it: waiting for the developer's
/// consumption information or decided.
public struct RefundRequestLine: Sendable, Equatable {
  /// What became of a request: the wire's word for it.
  public typealias State = StoreControlsState.RefundRequestState.Decision

  /// The transaction the customer wants refunded.
  public var transactionID: UInt64
  /// The product id.
  public var productID: String
  /// The product's display name.
  public var title: String
  /// When the store decides at the latest, with or without consumption information (store clock).
  public var deadline: Date
  /// Where the request stands.
  public var state: State

  /// A refund request line.
  public init(transactionID: UInt64, productID: String, title: String, deadline: Date, state: State = .waiting) {
    self.transactionID = transactionID
    self.productID = productID
    self.title = title
    self.deadline = deadline
    self.state = state
  }
}
