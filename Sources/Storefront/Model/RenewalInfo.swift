/// A subscription's renewal info as the app sees it after verification, with StoreKit 2's names.
public struct RenewalInfo: Sendable, Equatable, Decodable {
  public var originalTransactionID: UInt64
  /// `productId`: the product of the current period.
  public var currentProductID: String
  /// `autoRenewProductId`: the product that renews next.
  public var autoRenewPreference: String
  /// `autoRenewStatus` == 1.
  public var willAutoRenew: Bool
  /// `expirationIntent`: 1 cancelled, 2 billing error, 3 no consent to a price increase, 4 product unavailable.
  public var expirationReason: Int?
  public var isInBillingRetry: Bool
  public var gracePeriodExpirationDate: Int64?
  /// 0 a price increase waits for consent, 1 consented; nil when none is open.
  public var priceIncreaseStatus: Int?
  public var renewalDate: Int64?
  public var renewalPriceMilliunits: Int64?
  public var currency: String?
  public var signedDate: Int64
  public var environment: String
  /// `eligibleWinBackOfferIds`: the win-back offers the customer may redeem now, best first.
  public var eligibleWinBackOfferIDs: [String]
  /// What follows the current 12-month commitment of a plan billed monthly, while one runs.
  public var commitment: RenewalCommitment?

  private enum Key: String, CodingKey {
    case originalTransactionId, productId, autoRenewProductId, autoRenewStatus, expirationIntent
    case isInBillingRetryPeriod, gracePeriodExpiresDate, priceIncreaseStatus, renewalDate, renewalPrice, currency
    case signedDate, environment, eligibleWinBackOfferIds, commitmentInfo
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    let original = try container.decode(String.self, forKey: .originalTransactionId)
    guard let originalID = UInt64(original) else {
      throw DecodingError.dataCorruptedError(
        forKey: .originalTransactionId, in: container, debugDescription: "not a decimal id: \(original)")
    }
    originalTransactionID = originalID
    currentProductID = try container.decode(String.self, forKey: .productId)
    autoRenewPreference = try container.decode(String.self, forKey: .autoRenewProductId)
    willAutoRenew = try container.decode(Int.self, forKey: .autoRenewStatus) == 1
    expirationReason = try container.decodeIfPresent(Int.self, forKey: .expirationIntent)
    isInBillingRetry = try container.decodeIfPresent(Bool.self, forKey: .isInBillingRetryPeriod) ?? false
    gracePeriodExpirationDate = try container.decodeIfPresent(Int64.self, forKey: .gracePeriodExpiresDate)
    priceIncreaseStatus = try container.decodeIfPresent(Int.self, forKey: .priceIncreaseStatus)
    renewalDate = try container.decodeIfPresent(Int64.self, forKey: .renewalDate)
    renewalPriceMilliunits = try container.decodeIfPresent(Int64.self, forKey: .renewalPrice)
    currency = try container.decodeIfPresent(String.self, forKey: .currency)
    signedDate = try container.decode(Int64.self, forKey: .signedDate)
    environment = try container.decode(String.self, forKey: .environment)
    eligibleWinBackOfferIDs = try container.decodeIfPresent([String].self, forKey: .eligibleWinBackOfferIds) ?? []
    commitment = try container.decodeIfPresent(RenewalCommitment.self, forKey: .commitmentInfo)
  }
}
