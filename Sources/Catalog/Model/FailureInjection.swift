/// Errors the simulated store returns from its APIs, like Xcode's `SKTestSession.setSimulatedError`.
public struct FailureInjection: Sendable, Equatable {
  /// A store API that can be made to fail (the groups of `SKTestFailures`).
  public enum API: String, Sendable, Hashable, CaseIterable {
    case loadProducts
    case purchase
    case verification
    case appStoreSync
    case subscriptionStatus
    case appTransaction
    case manageSubscriptions
    case refundRequest
    case offerCodeRedeem

    /// The errors this API can be made to return.
    public var allowedErrors: [StoreErrorCode] {
      switch self {
      case .purchase: StoreErrorCode.generic + StoreErrorCode.purchase
      case .verification: StoreErrorCode.verification
      default: StoreErrorCode.generic
      }
    }
  }

  /// The injected error per API; an API not listed succeeds.
  public var errors: [API: StoreErrorCode]

  /// Creates an injection table.
  public init(_ errors: [API: StoreErrorCode] = [:]) { self.errors = errors }

  /// The error injected into `api`, if any.
  public subscript(_ api: API) -> StoreErrorCode? { errors[api] }
}

/// An error a store API can return, named as in StoreKit 2.
public enum StoreErrorCode: String, Sendable, Hashable, CaseIterable, Codable {
  // StoreKitError
  case unknown
  case userCancelled
  case networkError
  case systemError
  case notAvailableInStorefront
  case notEntitled
  // Product.PurchaseError
  case paymentsNotAllowed
  case productUnavailable
  case invalidQuantity
  case ineligibleForOffer
  case invalidOfferIdentifier
  case invalidOfferPrice
  case invalidOfferSignature
  case missingOfferParameters
  // VerificationResult.VerificationError
  case invalidSignature
  case invalidCertificateChain
  case invalidEncoding
  case missingRequiredProperties
  case revokedCertificate

  /// Errors any API may return.
  public static let generic: [StoreErrorCode] = [
    .unknown, .userCancelled, .networkError, .systemError, .notAvailableInStorefront, .notEntitled,
  ]
  /// Errors only a purchase returns.
  public static let purchase: [StoreErrorCode] = [
    .paymentsNotAllowed, .productUnavailable, .invalidQuantity, .ineligibleForOffer, .invalidOfferIdentifier,
    .invalidOfferPrice, .invalidOfferSignature, .missingOfferParameters,
  ]
  /// Verification failures.
  public static let verification: [StoreErrorCode] = [
    .invalidSignature, .invalidCertificateChain, .invalidEncoding, .missingRequiredProperties, .revokedCertificate,
  ]
}
