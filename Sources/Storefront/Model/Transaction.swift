public import Catalog
public import StoreWire
import FoundationEssentials

/// A transaction as the app sees it after verification, with StoreKit 2's names, decoded from
/// the signed payload (Apple's keys: ids as strings, dates in epoch milliseconds, price in
/// milliunits).
public struct Transaction: Sendable, Equatable, Decodable {
  /// `transactionId`.
  public var id: UInt64
  /// `originalTransactionId`: the same across renewals and plan changes.
  public var originalID: UInt64
  public var productID: String
  /// `type` as signed: "Consumable", "Non-Consumable", "Auto-Renewable Subscription", "Non-Renewing Subscription".
  public var rawProductType: String
  /// The product type `type` names, nil for a name none of the four has (kept in ``rawProductType``).
  public var productType: ProductType? { ProductType(transactionTypeName: rawProductType) }
  public var subscriptionGroupID: String?
  public var appBundleID: String
  public var purchaseDate: Int64
  public var originalPurchaseDate: Int64
  public var expirationDate: Int64?
  public var signedDate: Int64
  public var revocationDate: Int64?
  /// 0 other, 1 developer issue.
  public var revocationReason: Int?
  public var purchasedQuantity: Int
  /// True on a subscription transaction superseded by an upgrade.
  public var isUpgraded: Bool
  public var appAccountToken: UUID?
  /// "Sandbox", "Production", "Xcode".
  public var environment: String
  /// `transactionReason` as signed: "PURCHASE" or "RENEWAL".
  public var rawReason: String
  /// The reason ``rawReason`` names, nil for a value Apple does not define (kept in ``rawReason``).
  public var reason: TransactionReason? { TransactionReason(rawValue: rawReason) }
  public var storefront: String
  /// Milliunits of `currency`.
  public var priceMilliunits: Int64?
  public var currency: String?
  /// `offerType` as signed: 1 introductory, 2 promotional, 3 offer code, 4 win-back.
  public var rawOfferType: Int?
  /// The offer ``rawOfferType`` names, nil when there is none or its value is not one Apple defines.
  public var offerType: OfferType? { rawOfferType.flatMap(OfferType.init(rawValue:)) }
  public var offerID: String?
  /// `inAppOwnershipType` as signed: "PURCHASED", or "FAMILY_SHARED" for access a family member shares.
  public var ownershipType: String
  /// `billingPlanType` as signed: "MONTHLY" for a payment of a 12-month commitment; absent for
  /// a subscription billed up front.
  public var rawBillingPlanType: String?
  /// The billing plan ``rawBillingPlanType`` names (up front when absent).
  public var billingPlan: BillingPlanType? {
    rawBillingPlanType.map { BillingPlanType(rawValue: $0) } ?? .billedUpFront
  }
  /// Where a payment of a 12-month commitment stands; nil for anything billed up front.
  public var commitment: TransactionCommitment?

  /// Whether a family member's purchase gives this access (Family Sharing).
  public var isFamilyShared: Bool { ownershipType == "FAMILY_SHARED" }

  /// Whether the transaction is a consumable's.
  public var isConsumable: Bool { productType == .consumable }

  /// Whether it was refunded or revoked.
  public var isRevoked: Bool { revocationDate != nil }

  private enum Key: String, CodingKey {
    case transactionId, originalTransactionId, productId, type, subscriptionGroupIdentifier, bundleId, purchaseDate
    case originalPurchaseDate, expiresDate, signedDate, revocationDate, revocationReason, quantity, isUpgraded
    case appAccountToken, environment, transactionReason, storefront, price, currency, offerType, offerIdentifier
    case inAppOwnershipType, billingPlanType, commitmentInfo
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    func identifier(_ key: Key) throws -> UInt64 {
      let text = try container.decode(String.self, forKey: key)
      guard let value = UInt64(text) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: "not a decimal id: \(text.prefix(40))")
      }
      // The store keeps ids as 64-bit signed integers: anything outside is no id it issued.
      guard value >= 1, value <= UInt64(Int64.max) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: "\(value) is not an id the store could have issued")
      }
      return value
    }
    id = try identifier(.transactionId)
    originalID = try identifier(.originalTransactionId)
    productID = try container.decode(String.self, forKey: .productId)
    rawProductType = try container.decode(String.self, forKey: .type)
    subscriptionGroupID = try container.decodeIfPresent(String.self, forKey: .subscriptionGroupIdentifier)
    appBundleID = try container.decode(String.self, forKey: .bundleId)
    purchaseDate = try container.decode(Int64.self, forKey: .purchaseDate)
    originalPurchaseDate = try container.decode(Int64.self, forKey: .originalPurchaseDate)
    expirationDate = try container.decodeIfPresent(Int64.self, forKey: .expiresDate)
    signedDate = try container.decode(Int64.self, forKey: .signedDate)
    revocationDate = try container.decodeIfPresent(Int64.self, forKey: .revocationDate)
    revocationReason = try container.decodeIfPresent(Int.self, forKey: .revocationReason)
    purchasedQuantity = try container.decode(Int.self, forKey: .quantity)
    isUpgraded = try container.decodeIfPresent(Bool.self, forKey: .isUpgraded) ?? false
    appAccountToken = try container.decodeIfPresent(String.self, forKey: .appAccountToken).flatMap(UUID.init)
    environment = try container.decode(String.self, forKey: .environment)
    rawReason = try container.decode(String.self, forKey: .transactionReason)
    storefront = try container.decode(String.self, forKey: .storefront)
    priceMilliunits = try container.decodeIfPresent(Int64.self, forKey: .price)
    currency = try container.decodeIfPresent(String.self, forKey: .currency)
    rawOfferType = try container.decodeIfPresent(Int.self, forKey: .offerType)
    offerID = try container.decodeIfPresent(String.self, forKey: .offerIdentifier)
    ownershipType = try container.decodeIfPresent(String.self, forKey: .inAppOwnershipType) ?? "PURCHASED"
    rawBillingPlanType = try container.decodeIfPresent(String.self, forKey: .billingPlanType)
    commitment = try container.decodeIfPresent(TransactionCommitment.self, forKey: .commitmentInfo)
  }
}
