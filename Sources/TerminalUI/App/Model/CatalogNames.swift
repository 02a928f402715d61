public import Catalog
public import Localization
import Storefront

/// What the catalog calls its products, entitlements and subscription groups in one language, by id.
public struct CatalogNames: Sendable, Equatable {
  /// Product display names by product id.
  public var products: [String: String]
  /// Entitlement names by entitlement id ("premium" → "プレミアム").
  public var entitlements: [String: String]
  /// Subscription group names by group id ("pro" → "الاشتراك الاحترافي").
  public var groups: [String: String]
  /// The first subscription group's id: the one the status line reports on when nothing is subscribed.
  public var firstGroupID: String?
  /// The name of the catalog's primary entitlement ("Premium"; `Catalog.primaryEntitlementID`),
  /// which the status line and the account show as unlocked or locked.
  public var primaryEntitlement: String

  /// The names of `catalog` in `language`, falling back as the catalog's own texts do.
  ///
  /// A coin pack's name that counts its coins ("10 عملات") writes the count in `numbering`'s digits,
  /// as the paywall writes it beside the storefront's prices ("١٠ عملات" in SAU).
  public init(_ catalog: Catalog, _ language: LanguageTag, numbering: Translations? = nil) {
    let fallback = catalog.settings.defaultLanguage
    var products: [String: String] = [:]
    for product in catalog.products where products[product.id] == nil {
      let name = ProductText(product: product, language: language, defaultLanguage: fallback).displayName
      products[product.id] = product.coinsPerUnit != nil ? numbering?.digits(name) ?? name : name
    }
    self.products = products
    entitlements = Dictionary(
      catalog.entitlements.map { ($0.id, $0.names.resolve(language, fallback: fallback) ?? $0.id) },
      uniquingKeysWith: { first, _ in first })
    groups = Dictionary(
      catalog.subscriptionGroups.map { ($0.id, $0.names.resolve(language, fallback: fallback) ?? $0.referenceName) },
      uniquingKeysWith: { first, _ in first })
    firstGroupID = catalog.subscriptionGroups.first?.id
    let names = entitlements
    primaryEntitlement = catalog.primaryEntitlementID.map { names[$0] ?? $0 } ?? ""
  }

  /// The product's name, or its id when the catalog has no such product.
  public func product(_ id: String) -> String { products[id] ?? id }
  /// The entitlement's name, or its id.
  public func entitlement(_ id: String) -> String { entitlements[id] ?? id }
  /// The subscription group's name, or its id.
  public func group(_ id: String) -> String { groups[id] ?? id }
}
