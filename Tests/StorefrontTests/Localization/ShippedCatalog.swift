import Catalog
import Foundation

/// The catalog the project ships (`catalog.json` at the package root), read once for the tests.
enum ShippedCatalog {
  /// The whole catalog.
  static let catalog: Catalog = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    do {
      return try CatalogReader.load(path: root.appendingPathComponent("catalog.json").path)
    } catch {
      fatalError("catalog.json does not load: \(error)")
    }
  }()

  /// The shipped languages (en ar fr hi tr de ja pt-BR).
  static var languages: [LanguageTag] { catalog.languages }

  /// The shipped storefronts.
  static var storefronts: [StorefrontInfo] { catalog.storefronts }

  /// Every price the catalog sells in `storefront`: products and subscription offers, distinct, sorted.
  static func prices(in storefront: StorefrontInfo) -> [Price] {
    var prices = Set<Price>()
    for product in catalog.products {
      if let price = product.prices[storefront.id] { prices.insert(price) }
      guard let terms = product.subscription else { continue }
      let offers =
        [terms.introductoryOffer].compactMap { $0 } + terms.promotionalOffers + terms.offerCodes
        + terms.winBackOffers
      for offer in offers {
        if let price = offer.prices[storefront.id] { prices.insert(price) }
      }
    }
    return prices.sorted()
  }

  /// The alpha-2 region of each shipped storefront, written by hand so the locale rule is checked.
  static let regionByStorefront: [String: String] = [
    "USA": "US", "GBR": "GB", "DEU": "DE", "FRA": "FR", "JPN": "JP", "IND": "IN", "BRA": "BR", "SAU": "SA",
    "TUR": "TR", "CHE": "CH", "KOR": "KR", "CAN": "CA",
  ]

  /// The locale identifier the rule must give: the language subtag plus the storefront's region.
  static func expectedLocale(_ language: LanguageTag, _ storefront: StorefrontInfo) -> String {
    "\(language.language)_\(regionByStorefront[storefront.id] ?? "??")"
  }
}
