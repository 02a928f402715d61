/// One renewal-date extension the store has made, as its ledger records it (single or part of a
/// mass extension).
public struct RenewalExtensionRecord: Sendable, Equatable {
  /// The subscription extended.
  public var originalTransactionID: Int64
  /// The subscription's product when it was read.
  public var productID: String
  /// How many days it was extended by (1–90).
  public var days: Int
  /// Apple's extend reason code (0–3).
  public var reason: ExtendReason
  /// When the extension was made, epoch milliseconds of the store's clock.
  public var extendedDate: Int64
  /// The renewal (expiry) date it moved the subscription to, epoch milliseconds.
  public var effectiveDate: Int64
  /// The request identifier the developer gave.
  public var requestIdentifier: String
  /// Whether it was made by a mass extension (Extend Subscription Renewal Dates for All Active
  /// Subscribers) rather than for this subscription alone.
  public var isMassExtension: Bool
}
