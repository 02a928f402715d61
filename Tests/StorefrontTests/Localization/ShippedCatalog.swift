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

  /// The price locale of each shipped storefront, written by hand: the table `StorefrontLocale` documents.
  static let priceLocaleByStorefront: [String: String] = [
    "USA": "en_US", "GBR": "en_GB", "DEU": "de_DE", "FRA": "fr_FR", "JPN": "ja_JP", "IND": "en_IN", "BRA": "pt_BR",
    "SAU": "ar_SA", "TUR": "tr_TR", "CHE": "de_CH", "KOR": "ko_KR", "CAN": "en_CA",
  ]

  /// The shipped storefronts whose prices are not written in Latin digits, and their digits (CLDR).
  static let priceDigitsByStorefront: [String: String] = ["SAU": "arab"]

  /// The shipped languages that write other than Latin digits by default in a shipped storefront's region.
  static let ownDigits: [String: String] = ["ar_SA": "arab"]

  /// The locale identifier the rule must give: the language subtag plus the storefront's region,
  /// with the prices' digits when the language would write others there.
  static func expectedLocale(_ language: LanguageTag, _ storefront: StorefrontInfo) -> String {
    let base = "\(language.language)_\(regionByStorefront[storefront.id] ?? "??")"
    let digits = priceDigitsByStorefront[storefront.id] ?? "latn"
    return (ownDigits[base] ?? "latn") == digits ? base : base + "@numbers=" + digits
  }
}
