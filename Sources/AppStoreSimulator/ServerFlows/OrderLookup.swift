/// What Look Up Order ID answers: whether the order exists, and its transactions.
public struct OrderLookup: Sendable, Equatable {
  /// `OrderLookupStatus`: 0 valid, 1 invalid.
  public enum Status: Int, Sendable {
    case valid = 0
    case invalid = 1
  }

  /// Whether the order id names an order of this store.
  public var status: Status
  /// The order's transactions (one purchase or renewal per order here), signed; empty when invalid.
  public var transactions: [StoreTransaction]
}
