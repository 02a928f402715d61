public import Catalog
public import FoundationEssentials
public import StoreWire

/// What a purchase asks for: the product, how many, for which device and account, and
/// optionally an offer, an app account token and the outcome to simulate.
public struct PurchaseRequest: Sendable, Equatable {
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
  /// The outcome to simulate instead of the store's switches and injected failures.
  public var outcome: PurchaseOutcome?
  /// How a subscription is billed: up front, or monthly with a 12-month commitment where the
  /// product has that plan and the storefront sells it.
  public var billingPlan: BillingPlanType = .billedUpFront

  /// Creates a request.
  public init(
    productID: String, quantity: Int = 1, appAccountToken: UUID? = nil, offerID: String? = nil,
    device: String = "default", account: String = AppStore.defaultAccount, outcome: PurchaseOutcome? = nil
  ) {
    self.productID = productID
    self.quantity = quantity
    self.appAccountToken = appAccountToken
    self.offerID = offerID
    self.device = device
    self.account = account
    self.outcome = outcome
  }
}
