/// A subscription's signed renewal info, with the keys and types of Apple's
/// `JWSRenewalInfoDecodedPayload`.
public struct RenewalInfoPayload: Codable, Sendable, Equatable {
  public var originalTransactionId: String
  /// The product that renews next (set by a downgrade or crossgrade).
  public var autoRenewProductId: String
  public var productId: String
  /// 1 will renew, 0 turned off.
  public var autoRenewStatus: Int
  public var isInBillingRetryPeriod: Bool?
  /// 0 not responded, 1 consented.
  public var priceIncreaseStatus: Int?
  public var gracePeriodExpiresDate: Int64?
  /// 1 cancelled, 2 billing error, 3 no price-increase consent, 4 product unavailable, 5 other.
  public var expirationIntent: Int?
  public var offerType: Int?
  public var offerIdentifier: String?
  public var offerDiscountType: String?
  /// The whole length of the offer the next renewal is bought with (ISO 8601, as `offerPeriod`
  /// of transactions).
  public var offerPeriod: String?
  /// The win-back offers the customer may redeem now, best first (only once the subscription expired).
  public var eligibleWinBackOfferIds: [String]?
  public var signedDate: Int64
  public var environment: String
  public var recentSubscriptionStartDate: Int64
  public var renewalDate: Int64
  /// Milliunits.
  public var renewalPrice: Int64
  public var currency: String
  /// The token the app gave its purchase (`appAccountToken`), from the subscription's latest
  /// transaction.
  public var appAccountToken: String?
  /// The account's download of the app (`AppTransactionID`).
  public var appTransactionId: String?
  /// "MONTHLY" when the next renewal is a payment of a 12-month commitment.
  public var renewalBillingPlanType: String? = nil
  /// What follows the current 12-month commitment, while one runs.
  public var commitmentInfo: RenewalCommitmentInfo? = nil
}
