public import Catalog
import Localization

extension AppText {
  /// Why a store call failed, in the person's words: `paymentsNotAllowed` → "payments are not
  /// allowed on this device" (each of StoreKit's error codes has its sentence in every catalog).
  public static func reason(_ code: StoreErrorCode) -> LocalizedText {
    let key: UIKey =
      switch code {
      case .unknown: .reasonUnknown
      case .userCancelled: .reasonUserCancelled
      case .networkError: .bannerNetworkError
      case .systemError: .reasonSystemError
      case .notAvailableInStorefront: .reasonNotAvailableInStorefront
      case .notEntitled: .reasonNotEntitled
      case .paymentsNotAllowed: .reasonPaymentsNotAllowed
      case .productUnavailable: .reasonProductUnavailable
      case .invalidQuantity: .reasonInvalidQuantity
      case .ineligibleForOffer: .reasonIneligibleForOffer
      case .invalidOfferIdentifier: .reasonInvalidOfferIdentifier
      case .invalidOfferPrice: .reasonInvalidOfferPrice
      case .invalidOfferSignature: .reasonInvalidOfferSignature
      case .missingOfferParameters: .reasonMissingOfferParameters
      case .invalidSignature: .reasonInvalidSignature
      case .invalidCertificateChain: .reasonInvalidCertificateChain
      case .invalidEncoding: .reasonInvalidEncoding
      case .missingRequiredProperties: .reasonMissingRequiredProperties
      case .revokedCertificate: .reasonRevokedCertificate
      }
    return LocalizedText(key)
  }
}
