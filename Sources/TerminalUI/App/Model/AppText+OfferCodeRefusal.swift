public import StoreWire

extension AppText {
  /// Why an offer code was not accepted, in the screen's language.
  public static func refusal(_ refusal: OfferCodeRefusal) -> LocalizedText {
    switch refusal {
    case .unknownCode: LocalizedText(.codeRefusedUnknownCode)
    case .expired: LocalizedText(.codeRefusedExpired)
    case .usedUp: LocalizedText(.codeRefusedUsedUp)
    case .alreadyRedeemed: LocalizedText(.codeRefusedAlreadyRedeemed)
    case .notEligible: LocalizedText(.codeRefusedNotEligible)
    case .wouldDowngrade: LocalizedText(.codeRefusedWouldDowngrade)
    case .notSold: LocalizedText(.codeRefusedNotSold)
    }
  }
}
