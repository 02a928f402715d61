public import FoundationEssentials

/// A renewal-date extension of one of the account's subscriptions, as the store controls list it.
public struct RenewalExtensionLine: Sendable, Equatable {
  /// The subscription extended.
  public var originalTransactionID: UInt64
  /// The subscription's product id.
  public var productID: String
  /// The product's display name.
  public var title: String
  /// How many days it was extended by.
  public var days: Int
  /// The renewal (or expiry) date the extension moved the subscription to (store clock).
  public var renewalDate: Date
  /// Whether it came from a mass extension of every active subscriber.
  public var isMassExtension: Bool

  /// An extension line.
  public init(
    originalTransactionID: UInt64, productID: String, title: String, days: Int, renewalDate: Date,
    isMassExtension: Bool = false
  ) {
    self.originalTransactionID = originalTransactionID
    self.productID = productID
    self.title = title
    self.days = days
    self.renewalDate = renewalDate
    self.isMassExtension = isMassExtension
  }
}
