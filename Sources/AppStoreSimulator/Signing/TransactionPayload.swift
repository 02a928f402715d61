/// A signed transaction's payload, with exactly the keys, types and values of Apple's
/// `JWSTransactionDecodedPayload`: ids as strings, dates in epoch milliseconds, price in
/// milliunits. Absent optionals are left out, as Apple does.
public struct TransactionPayload: Codable, Sendable, Equatable {
  public var transactionId: String
  public var originalTransactionId: String
  public var webOrderLineItemId: String?
  public var bundleId: String
  public var productId: String
  public var subscriptionGroupIdentifier: String?
  public var purchaseDate: Int64
  public var originalPurchaseDate: Int64
  public var expiresDate: Int64?
  public var quantity: Int
  /// "Consumable", "Non-Consumable", "Auto-Renewable Subscription" or "Non-Renewing Subscription".
  public var type: String
  public var appAccountToken: String?
  /// "PURCHASED", or "FAMILY_SHARED" for a family member's access to another member's purchase.
  public var inAppOwnershipType: String
  public var signedDate: Int64
  /// 0 other, 1 developer issue.
  public var revocationReason: Int?
  public var revocationDate: Int64?
  /// `REFUND_FULL`, `REFUND_PRORATED` or `FAMILY_REVOKE` on a revoked transaction.
  public var revocationType: String?
  /// The share refunded in milliunits of a percent (100000 = 100 %), on a refunded transaction.
  public var revocationPercentage: Int?
  /// Present (true) only on a subscription transaction superseded by an upgrade.
  public var isUpgraded: Bool?
  /// 1 introductory, 2 promotional, 3 offer code, 4 win-back.
  public var offerType: Int?
  public var offerIdentifier: String?
  public var environment: String
  public var storefront: String
  public var storefrontId: String
  /// "PURCHASE" or "RENEWAL".
  public var transactionReason: String
  /// Milliunits: 2990 for 2.99.
  public var price: Int64
  public var currency: String
  /// "FREE_TRIAL", "PAY_AS_YOU_GO" or "PAY_UP_FRONT".
  public var offerDiscountType: String?
  /// The offer's ISO 8601 duration, e.g. "P1W".
  public var offerPeriod: String?
  /// The account's download of the app (`AppTransactionID`); absent in payloads recorded before
  /// the store wrote it.
  public var appTransactionId: String?
  /// "MONTHLY" on a payment of a 12-month commitment; absent for a subscription billed up front.
  public var billingPlanType: String? = nil
  /// Which payment of a 12-month commitment this is; absent for one billed up front.
  public var commitmentInfo: TransactionCommitmentInfo? = nil
}
