public import Catalog
public import StoreWire

/// One transaction as the store keeps it: its signed form and the fields callers need without
/// decoding the JWS.
public struct StoreTransaction: Sendable, Equatable {
  /// The transaction id (the payload's `transactionId` as a number).
  public var id: Int64
  /// The first transaction of the subscription (or the transaction itself).
  public var originalID: Int64
  public var productID: String
  public var productType: ProductType
  public var groupID: String?
  public var purchaseDate: Int64
  public var expiresDate: Int64?
  public var quantity: Int
  public var priceMilliunits: Int64
  public var currency: String
  public var storefront: String
  public var reason: TransactionReason
  /// The offer it was bought or renewed with, if any.
  public var offerType: OfferType?
  public var isUpgraded: Bool
  public var revocationDate: Int64?
  public var revocationReason: Int?
  /// The device that made the purchase, if one did (renewals have none).
  public var deviceName: String?
  /// The compact JWS of the current state (re-signed when revoked or upgraded).
  public var jws: String
  /// The store's change counter when this transaction last changed; devices sync past it.
  public var updateSequence: Int64
  /// The order id of the purchase, as on the customer's receipt (Look Up Order ID finds it).
  public var orderID: String = ""
  /// How it was refunded or revoked, if it was.
  public var revocationType: RevocationType?
  /// The share refunded in milliunits of a percent (100000 = 100 %), if it was refunded.
  public var revocationPercentage: Int?
  /// Whether it is a family member's access to another's purchase (`inAppOwnershipType`
  /// FAMILY_SHARED).
  public var isFamilyShared: Bool = false
  /// For a payment of a 12-month commitment, which payment it is (1 to 12).
  public var commitmentPeriodNumber: Int? = nil
}
