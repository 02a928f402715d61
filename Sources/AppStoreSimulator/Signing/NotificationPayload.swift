/// An App Store Server Notification V2 payload (`ResponseBodyV2DecodedPayload`).
public struct NotificationPayload: Codable, Sendable, Equatable {
  /// The notification's `data`: the app, the environment and the signed transaction and renewal info.
  public struct Data: Codable, Sendable, Equatable {
    public var appAppleId: Int64?
    public var bundleId: String
    public var bundleVersion: String?
    public var environment: String
    public var signedTransactionInfo: String?
    public var signedRenewalInfo: String?
    /// 1 active, 2 expired, 3 billing retry, 4 billing grace period, 5 revoked (subscriptions only).
    public var status: Int?
    /// Why the customer asked for a refund (`CONSUMPTION_REQUEST` only).
    public var consumptionRequestReason: String?
  }

  /// The notification's `summary`: the outcome of a mass renewal-date extension
  /// (`RENEWAL_EXTENSION` / `SUMMARY`).
  public struct Summary: Codable, Sendable, Equatable {
    public var appAppleId: Int64?
    public var bundleId: String
    public var environment: String
    public var productId: String
    public var requestIdentifier: String
    /// The storefronts the request named; absent when it named none (every storefront).
    public var storefrontCountryCodes: [String]?
    public var succeededCount: Int64
    public var failedCount: Int64
  }

  public var notificationType: String
  public var subtype: String?
  public var notificationUUID: String
  /// Always "2.0".
  public var version: String
  public var signedDate: Int64
  /// The app and the transaction it is about; absent on a `SUMMARY`.
  public var data: Data?
  /// The outcome of a mass extension; present only on a `SUMMARY`.
  public var summary: Summary?
}
