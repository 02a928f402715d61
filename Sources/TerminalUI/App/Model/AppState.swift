public import Catalog
public import FoundationEssentials
public import Localization
public import Paywall
import Storefront
public import ScreenGeometry
import StoreWire

/// Everything the app shows, as plain values: the reducer changes it, the screens draw it.
public struct AppState: Sendable, Equatable {
  /// The screens opened, the paywall at the bottom; the last one is shown and Esc pops it.
  public var routes: [AppRoute]
  /// The paywall shown on the home screen (`default`, `deceptive`, …).
  public var paywallID: String
  /// The storefront prices are shown for.
  public var storefrontID: String
  /// The language the person reads.
  public var language: LanguageTag {
    didSet { words = Translations.forLanguage(language.identifier).numbering(region: words.region) }
  }
  /// The app's own words in ``language``.
  public private(set) var words: Translations
  /// The catalog's names of products, entitlements and groups in ``language`` (banners name products when drawn).
  public var names: CatalogNames
  /// The plan chosen on the paywall, its trial switch and the link asked for.
  public var paywall: PaywallViewState
  /// The account as last loaded, nil until the runtime loads it.
  public var account: AccountSnapshot?
  /// The store clock from the last tick (or the last account load).
  public var clock: Date?
  /// When the paywall was shown, by the store clock (drives a delayed close control).
  public var paywallShownAt: Date?
  /// Whether the App Review rule results are laid over the paywall.
  public var reviewOverlay: Bool
  /// The outcome the next purchase asks the simulated store for.
  public var purchaseChoice: PurchaseOutcome
  /// How the purchase sheet's plan is to be billed: up front, or monthly with a 12-month
  /// commitment where the plan offers it (M on the sheet).
  public var purchaseBillingPlan: BillingPlanType = .billedUpFront
  /// What the last restore came to; the paywall shows it (AR-17) until the next restore or purchase.
  public var lastRestore: RestoreOutcome?
  /// The account the last restore's result describes; a load that changes it (a refund) ends the result.
  public var lastRestoreMoment: AccountMoment
  /// The message about what just happened.
  public var banner: Banner?
  /// Whether a purchase or restore is running (buy and restore wait for it).
  public var busy: Bool
  /// The offer code typed so far on the "Redeem code" sheet, in capitals.
  public var offerCodeEntry: String
  /// The terminal's size in cells.
  public var size: ScreenSize

  /// Whether the terminal is below the paywall's minimum size, where only the "too small" notice is drawn.
  public var isBelowMinimumSize: Bool {
    size.columns < PaywallScreen.minimumSize.columns || size.rows < PaywallScreen.minimumSize.rows
  }
  /// The cursor (or scroll offset) of each list screen, by route kind.
  public var selections: [RouteKind: Int]
  /// Whether screens write right-to-left text in visual order or leave bidi to the terminal (`--bidi`).
  public var bidi: BidiMode

  /// The first state: the paywall of `paywallID` (the catalog's first when nil) in `storefrontID`
  /// and `language`, no account yet.
  public init(
    environment: AppEnvironment, paywallID: String? = nil, storefrontID: String, language: LanguageTag,
    size: ScreenSize, bidi: BidiMode = .visual
  ) throws(PaywallModelError) {
    let paywallID = paywallID ?? environment.catalog.defaultPaywallID
    let customer = Self.customerNotYetKnown(environment.catalog)
    let model = try PaywallModel.make(
      catalog: environment.catalog, paywallID: paywallID, storefrontID: storefrontID, language: language,
      customer: customer)
    // Remembered, so the first frame's screens do not make it again.
    _ = environment.paywallModels.value(
      PaywallModelKey(paywallID: paywallID, storefrontID: storefrontID, language: language, customer: customer)
    ) { model }
    routes = [.paywall]
    self.paywallID = paywallID
    self.storefrontID = storefrontID
    self.language = language
    words = Translations.forLanguage(language.identifier).numbering(
      region: Self.numberRegion(of: storefrontID, in: environment.catalog))
    names = CatalogNames(environment.catalog, language, numbering: words)
    paywall = PaywallViewState(model: model)
    account = nil
    clock = nil
    paywallShownAt = nil
    reviewOverlay = false
    purchaseChoice = .success
    lastRestore = nil
    lastRestoreMoment = AccountMoment()
    banner = nil
    busy = false
    offerCodeEntry = ""
    self.size = size
    selections = [:]
    self.bidi = bidi
  }

  /// The order every screen's grid writes text in: ``bidi`` for the language's direction.
  public var textOrder: TextOrder {
    bidi.order(rightToLeft: TextLayout.isRightToLeft(language.identifier))
  }

  /// Whether screens are laid out mirrored: a right-to-left language written in visual order. (In
  /// `--bidi terminal` the terminal reorders each line itself, so the app writes it as laid out.)
  public var mirrorsLayout: Bool { textOrder == .visual(.rightToLeft) }

  /// A blank grid of the terminal's size that writes text in ``textOrder``, mirrored per ``mirrorsLayout``.
  func blankGrid() -> CellGrid {
    var grid = CellGrid(columns: size.columns, rows: size.rows, order: textOrder)
    grid.mirrored = mirrorsLayout
    return grid
  }

  /// The region of `storefrontID`'s price locale ("SA" for ar_SA), where the app's own numbers are
  /// written as its prices are; nil for a storefront the catalog does not know.
  public static func numberRegion(of storefrontID: String, in catalog: Catalog) -> String? {
    catalog.storefront(storefrontID)?.numberRegion
  }

  /// Writes the app's numbers as the storefront now shown writes its prices.
  mutating func numberAsStorefront(_ environment: AppEnvironment) {
    words = words.numbering(region: Self.numberRegion(of: storefrontID, in: environment.catalog))
    names = CatalogNames(environment.catalog, language, numbering: words)
  }

  /// Switches the language the person reads, with the product names in it.
  public mutating func read(in language: LanguageTag, environment: AppEnvironment) {
    self.language = language
    names = CatalogNames(environment.catalog, language, numbering: words)
  }

  /// `text` in the language the person reads.
  public func say(_ text: LocalizedText) -> String {
    text.resolved(words, names: names)
  }

  /// The screen shown.
  public var route: AppRoute { routes.last ?? .paywall }

  /// The key-table context: the route, or `review` for the paywall under the review overlay.
  public var routeKind: RouteKind {
    route == .paywall && reviewOverlay ? .review : route.kind
  }

  /// The cursor of the list on `kind`'s screen (0 when never moved).
  public func selection(_ kind: RouteKind) -> Int { selections[kind] ?? 0 }

  /// What the paywall knows of the customer in `catalog`: the loaded account's, with the last
  /// restore's result; before the account is loaded, ``customerNotYetKnown(_:)``.
  public func customer(in catalog: Catalog) -> CustomerContext {
    var customer = account?.customer ?? Self.customerNotYetKnown(catalog)
    if let lastRestore { customer.restoreResult = lastRestore }
    return customer
  }

  /// The customer while the account is still loading: eligible for no introductory offer, so the
  /// first frame (painted before the store has answered) never promises a trial the account may
  /// have used; the offer appears once the account says it is eligible.
  static func customerNotYetKnown(_ catalog: Catalog) -> CustomerContext {
    CustomerContext(introUsedGroups: Set(catalog.subscriptionGroups.map(\.id)))
  }

  /// The paywall model for this state, or nil when the catalog cannot make it.
  public func paywallModel(_ environment: AppEnvironment) -> PaywallModel? {
    let customer = customer(in: environment.catalog)
    let key = PaywallModelKey(
      paywallID: paywallID, storefrontID: storefrontID, language: language, customer: customer)
    return environment.paywallModels.value(key) {
      try? PaywallModel.make(
        catalog: environment.catalog, paywallID: paywallID, storefrontID: storefrontID, language: language,
        customer: customer)
    }
  }
}
