/// Everything the simulated store sells and how the app presents it, read from `catalog.json`.
///
/// A `Catalog` only exists after the whole file passed validation (see `CatalogReader`):
/// every reference resolves, every price is exact and every text is safe to print.
public struct Catalog: Sendable, Equatable {
  /// The format version of the file; only 1 exists.
  public var formatVersion: Int
  /// The app that sells the products.
  public var app: AppInfo
  /// The languages the copy is written in, in the order a language switcher shows them.
  public var languages: [LanguageTag]
  /// The store's settings (environment, clock, Ask to Buy, failure injection...).
  public var settings: StoreSettings
  /// The storefronts (countries) the products are sold in.
  public var storefronts: [StorefrontInfo]
  /// The entitlements products can grant, keyed by id.
  public var entitlements: [Entitlement]
  /// Every product, of all four types, in file order (subscriptions after the other products).
  public var products: [Product]
  /// The auto-renewable subscription groups.
  public var subscriptionGroups: [SubscriptionGroup]
  /// The named paywalls.
  public var paywalls: [Paywall]

  /// Creates a catalog. Prefer `CatalogReader`, which validates.
  public init(
    formatVersion: Int = 1, app: AppInfo, languages: [LanguageTag], settings: StoreSettings,
    storefronts: [StorefrontInfo], entitlements: [Entitlement], products: [Product],
    subscriptionGroups: [SubscriptionGroup], paywalls: [Paywall]
  ) {
    self.formatVersion = formatVersion
    self.app = app
    self.languages = languages
    self.settings = settings
    self.storefronts = storefronts
    self.entitlements = entitlements
    self.products = products
    self.subscriptionGroups = subscriptionGroups
    self.paywalls = paywalls
  }

  /// The product with `id`.
  public func product(_ id: String) -> Product? { products.first { $0.id == id } }

  /// The storefront with `id` (ISO 3166-1 alpha-3, e.g. `USA`).
  public func storefront(_ id: String) -> StorefrontInfo? { storefronts.first { $0.id == id } }

  /// The entitlement the app's status line and account speak of ("Premium ✓"): the one the
  /// catalog's first non-consumable unlocks forever, else its first entitlement; nil when it has none.
  public var primaryEntitlementID: String? {
    products.first { $0.type == .nonConsumable && !$0.entitlements.isEmpty }?.entitlements.first
      ?? entitlements.first?.id
  }

  /// The storefront whose id is `id` in any case ("deu" is `DEU`), as people type country codes.
  public func storefront(matching id: String) -> StorefrontInfo? {
    storefront(id) ?? storefronts.first { $0.id.uppercased() == id.uppercased() }
  }

  /// The subscription group with `id`.
  public func subscriptionGroup(_ id: String) -> SubscriptionGroup? { subscriptionGroups.first { $0.id == id } }

  /// The paywall named `id`.
  public func paywall(_ id: String) -> Paywall? { paywalls.first { $0.id == id } }

  /// The paywall shown when none is chosen: the catalog's first.
  public var defaultPaywallID: String { paywalls.first?.id ?? "" }

  /// The storefront used when none is chosen.
  public var defaultStorefront: StorefrontInfo {
    storefront(settings.defaultStorefront) ?? storefronts[0]
  }
}
