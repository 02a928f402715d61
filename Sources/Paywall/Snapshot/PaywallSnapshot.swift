public import Catalog
public import ScreenGeometry

/// What a rendered paywall shows, after layout: the input of the App Review rules.
///
/// The terminal UI produces it from the regions it drew, so the rules judge what is on screen
/// (where, how prominent, with which words), not the configuration. Rows and columns are
/// 0-based cells of a screen `screen.rows` high and `screen.columns` wide.
public struct PaywallSnapshot: Sendable, Equatable {
  /// The paywall's name in the catalog.
  public var paywallID: String
  /// Where the customer shops.
  public var storefront: StorefrontContext
  /// The language the screen is in.
  public var language: LanguageTag
  /// The terminal size the paywall was laid out for.
  public var screen: ScreenSize
  /// What the app knows of the customer.
  public var customer: CustomerContext
  /// The plans offered, in screen order.
  public var plans: [PlanSnapshot]
  /// Everything drawn that a rule may care about, in drawing order.
  public var elements: [ElementSnapshot]
  /// The text of every screen row, as drawn (for rules that look for words anywhere).
  public var rows: [String]
  /// The paywall's Terms of Use and Privacy Policy URLs as configured.
  public var termsOfUseURL: String?
  public var privacyPolicyURL: String?
  /// The close control, if the paywall has one.
  public var close: CloseControl?
  /// How many "wait, here is an offer" screens were shown when the customer tried to leave.
  public var exitOffersShown: Int
  /// The App Store listing, when the catalog describes it.
  public var listing: Listing?
  /// Which step of the purchase the frame shows: the paywall, or the purchase sheet of one plan.
  public var step: CheckoutStep

  /// Creates a snapshot.
  public init(
    paywallID: String, storefront: StorefrontContext, language: LanguageTag, screen: ScreenSize,
    customer: CustomerContext, plans: [PlanSnapshot], elements: [ElementSnapshot], rows: [String],
    termsOfUseURL: String?, privacyPolicyURL: String?, close: CloseControl?, exitOffersShown: Int = 0,
    listing: Listing? = nil, step: CheckoutStep = .paywall
  ) {
    self.paywallID = paywallID
    self.storefront = storefront
    self.language = language
    self.screen = screen
    self.customer = customer
    self.plans = plans
    self.elements = elements
    self.rows = rows
    self.termsOfUseURL = termsOfUseURL
    self.privacyPolicyURL = privacyPolicyURL
    self.close = close
    self.exitOffersShown = exitOffersShown
    self.listing = listing
    self.step = step
  }

  /// The elements of `role` (for `plan`, when given).
  public func elements(_ role: ElementRole, plan: String? = nil) -> [ElementSnapshot] {
    elements.filter { $0.role == role && (plan == nil || $0.planID == plan) }
  }
}

/// The storefront a paywall is shown in.
public struct StorefrontContext: Sendable, Equatable {
  /// The storefront id, an ISO 3166-1 alpha-3 country ("DEU").
  public var country: String
  /// ISO 4217.
  public var currency: String
  /// The locale prices are formatted with ("de_DE").
  public var locale: String

  /// A storefront context.
  public init(country: String, currency: String, locale: String) {
    self.country = country
    self.currency = currency
    self.locale = locale
  }
}

/// What the app knows of the customer when the paywall is shown.
public struct CustomerContext: Sendable, Hashable {
  /// Whether the account may make payments at all.
  public var canMakePayments: Bool
  /// Product ids of the customer's subscriptions in force: active, in a grace period or in billing
  /// retry (the store is still renewing them, so they are not sold again).
  public var activeSubscriptions: [String]
  /// Product ids of subscriptions in force whose renewal payment failed (billing retry or grace
  /// period): the paywall asks the customer to update their payment method.
  public var paymentIssues: [String]
  /// Subscription groups whose introductory offer the customer can no longer get.
  public var introUsedGroups: Set<String>
  /// What the last restore came to, if the customer pressed restore.
  public var restoreResult: RestoreOutcome?
  /// Product ids a subscription in force changes to at its next renewal (a waiting plan change).
  public var scheduledPlans: Set<String>
  /// Non-consumables the customer already owns on this device (bought or restored, verified, not revoked).
  public var ownedProducts: Set<String>
  /// What the store sells the customer today (product id to price in their storefront), when the
  /// app asked it: a product not in it is off sale and not shown; nil shows the catalog's prices.
  public var storePrices: [String: Price]?
  /// The win-back offer a churned customer may redeem, by the product it is for (product id to
  /// offer id; the store's signed renewal info lists them).
  public var winBackOffers: [String: String]

  /// A customer context.
  public init(
    canMakePayments: Bool = true, activeSubscriptions: [String] = [], introUsedGroups: Set<String> = [],
    restoreResult: RestoreOutcome? = nil, scheduledPlans: Set<String> = [], ownedProducts: Set<String> = [],
    paymentIssues: [String] = [], storePrices: [String: Price]? = nil, winBackOffers: [String: String] = [:]
  ) {
    self.winBackOffers = winBackOffers
    self.paymentIssues = paymentIssues
    self.storePrices = storePrices
    self.canMakePayments = canMakePayments
    self.activeSubscriptions = activeSubscriptions
    self.introUsedGroups = introUsedGroups
    self.restoreResult = restoreResult
    self.scheduledPlans = scheduledPlans
    self.ownedProducts = ownedProducts
  }
}

/// What a restore came to, as the paywall reports it.
public enum RestoreOutcome: Sendable, Hashable {
  case restored([String])
  case nothingToRestore
  case failed
}
