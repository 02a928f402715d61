public import Catalog
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

  /// The names of `catalog` in `language`, falling back as the catalog's own texts do.
  public init(_ catalog: Catalog, _ language: LanguageTag) {
    let fallback = catalog.settings.defaultLanguage
    var products: [String: String] = [:]
    for product in catalog.products where products[product.id] == nil {
      products[product.id] = ProductText(product: product, language: language, defaultLanguage: fallback).displayName
    }
    self.products = products
    entitlements = Dictionary(
      catalog.entitlements.map { ($0.id, $0.names.resolve(language, fallback: fallback) ?? $0.id) },
      uniquingKeysWith: { first, _ in first })
    groups = Dictionary(
      catalog.subscriptionGroups.map { ($0.id, $0.names.resolve(language, fallback: fallback) ?? $0.referenceName) },
      uniquingKeysWith: { first, _ in first })
    firstGroupID = catalog.subscriptionGroups.first?.id
  }

  /// The product's name, or its id when the catalog has no such product.
  public func product(_ id: String) -> String { products[id] ?? id }
  /// The entitlement's name, or its id.
  public func entitlement(_ id: String) -> String { entitlements[id] ?? id }
  /// The subscription group's name, or its id.
  public func group(_ id: String) -> String { groups[id] ?? id }
}
