/// What Extend a Subscription Renewal Date answers (`ExtendRenewalDateResponse`).
public struct RenewalExtension: Sendable, Equatable {
  /// The subscription extended.
  public var originalTransactionID: Int64
  /// The current period's web order line item id.
  public var webOrderLineItemID: Int64?
  /// Always true: a refused extension throws instead.
  public var success: Bool
  /// The new expiry (renewal) date, epoch milliseconds of the store's clock.
  public var effectiveDate: Int64
}
