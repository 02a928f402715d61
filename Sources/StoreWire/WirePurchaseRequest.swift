public import Catalog
public import FoundationEssentials

/// What a purchase asks the store for, as the wire carries it: the product, how many, the offer
/// and app account token to apply, and who is buying (the account and the install).
public struct WirePurchaseRequest: Sendable, Equatable, Codable {
  /// The product id.
  public var productID: String
  /// How many (consumables only; 1 to 10).
  public var quantity: Int
  /// The app's id for the customer, copied into the transaction.
  public var appAccountToken: UUID?
  /// A promotional offer of the subscription to apply.
  public var offerID: String?
  /// The app install making the purchase.
  public var device: String
  /// The account paying.
  public var account: String
  /// How a subscription is billed; absent (up front) from devices that predate commitment plans.
  public var billingPlan: BillingPlanType?

  /// A request.
  public init(
    productID: String, quantity: Int = 1, appAccountToken: UUID? = nil, offerID: String? = nil, device: String,
    account: String
  ) {
    self.productID = productID
    self.quantity = quantity
    self.appAccountToken = appAccountToken
    self.offerID = offerID
    self.device = device
    self.account = account
  }
}
