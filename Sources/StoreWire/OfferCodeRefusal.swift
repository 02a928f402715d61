/// Why the store did not accept an offer code, as the App Store's redemption sheet says it.
public enum OfferCodeRefusal: String, Sendable, Hashable, CaseIterable, Codable {
  /// No such code (or it names an offer the app no longer has).
  case unknownCode
  /// The code's expiration date has passed.
  case expired
  /// Every redemption the code allows was used.
  case usedUp
  /// The customer already redeemed this offer (one redemption per customer per offer).
  case alreadyRedeemed
  /// The offer is for other customers (new, existing or lapsed subscribers only).
  case notEligible
  /// The offer's subscription is a lower level than the customer's current one.
  case wouldDowngrade
  /// The subscription is off sale, or not sold in the customer's storefront.
  case notSold

  /// What the customer reads, in English (the app words it in its own languages).
  public var message: String {
    switch self {
    case .unknownCode: "this code is not valid"
    case .expired: "this code has expired"
    case .usedUp: "this code has been used up"
    case .alreadyRedeemed: "this offer was already redeemed on this account"
    case .notEligible: "this offer is not available for this account"
    case .wouldDowngrade: "this offer is for a lower level of the current subscription"
    case .notSold: "this subscription is not sold in this storefront"
    }
  }
}
