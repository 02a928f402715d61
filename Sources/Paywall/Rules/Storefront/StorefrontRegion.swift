/// The storefronts whose own rules (paywall-rules.md §12) add to the App Review rules: each region's
/// rule set and what it allows, in one place.
public enum StorefrontRegion: String, Sendable, CaseIterable {
  /// The Korean storefront (KOR): the amended E-Commerce Act's enforcement decree (2025-02-14).
  case korea
  /// The Japanese storefront (JPN): the Act on Specified Commercial Transactions (2022-06-01).
  case japan
  /// The storefronts of the EU member states: the Price Indication Directive 98/6/EC, the DMA terms.
  case europeanUnion
  /// The US storefront (USA): link-outs to outside purchases allowed since 2025-05-01.
  case unitedStates

  /// The region of storefront `country` (an ISO 3166-1 alpha-3 id), or nil when it has no rules of its own.
  public init?(country: String) {
    switch country {
    case "KOR": self = .korea
    case "JPN": self = .japan
    case "USA": self = .unitedStates
    default:
      guard EUMemberState(rawValue: country) != nil else { return nil }
      self = .europeanUnion
    }
  }

  /// The region's rules, in id order.
  public var rules: [StorefrontRule] {
    switch self {
    case .korea:
      [StorefrontRules.fullPriceFirstScreen, StorefrontRules.cancelAsProminent, StorefrontRules.consentAgain]
    case .japan: [StorefrontRules.confirmationComplete, StorefrontRules.confirmationAccurate]
    case .europeanUnion: [StorefrontRules.pricesIncludeTax]
    case .unitedStates: []
    }
  }

  /// Whether a paywall may link to a purchase outside the app (AR-27 asks).
  ///
  /// JPN (Mobile Software Competition Act, since 2025-12-18) and the EU (Digital Markets Act) allow
  /// link-outs only under Apple's terms: an entitlement the developer applies for and conditions
  /// (disclosure sheets, commissions) a rendered paywall does not show. The checker cannot tell that
  /// they are met, so it stays conservative and reports such a link as AR-27 does elsewhere.
  public var linkOut: LinkOutPolicy {
    switch self {
    case .unitedStates: .allowed
    case .japan: .underAppleTerms("allowed in JPN since 2025-12-18 only under Apple's terms, not shown here")
    case .europeanUnion: .underAppleTerms("allowed in the EU only under Apple's DMA terms, not shown here")
    case .korea: .notAllowed
    }
  }

  /// The link-out policy of storefront `country`.
  public static func linkOut(country: String) -> LinkOutPolicy {
    StorefrontRegion(country: country)?.linkOut ?? .notAllowed
  }

  /// Whether the paywall's close control must be as prominent as its buy control (KR-02): the
  /// paywall draws it as a button beside the buy control's style.
  public var wantsCancelAsProminentAsBuy: Bool { self == .korea }

  /// Whether the purchase sheet says consent is asked again before an introductory offer turns into
  /// the regular price and before a price increase (KR-03).
  public var asksConsentAgain: Bool { self == .korea }
}
