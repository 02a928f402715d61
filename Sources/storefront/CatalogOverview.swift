import Catalog
import Foundation

/// `storefront` with no command: until the interactive paywall lands, print what the catalog
/// sells in its default storefront and language, as plain text.
enum CatalogOverview {
  static func run(_ parsed: ParsedArguments) -> Int32 {
    let path = StorefrontCommand.catalogPath(parsed)
    guard case .success(let catalog) = StorefrontCommand.loadCatalog(at: path) else {
      return CatalogLoadError.exitCode
    }
    let storefront = catalog.defaultStorefront
    let language = catalog.settings.defaultLanguage
    print(
      "\(catalog.app.name): \(catalog.products.count) products in storefront \(storefront.id) (\(storefront.currency))")
    for product in catalog.products {
      let name = product.localizations.resolve(language, fallback: language)?.displayName ?? product.id
      let price = product.prices[storefront.id].map { PriceText.display($0, in: storefront) } ?? "not for sale"
      var terms = ""
      if let period = product.subscription?.period { terms = " every \(period)" }
      if let coins = product.coinsPerUnit { terms = " (\(coins) coins)" }
      print("  \(name.padding(toLength: 36, withPad: " ", startingAt: 0)) \(price)\(terms)  [\(product.id)]")
    }
    print("The interactive paywall is not built yet; run storefront --help for the commands.")
    return ExitCode.ok
  }
}

/// Formats prices with Foundation's currency format style in the storefront's locale.
enum PriceText {
  static func display(_ price: Price, in storefront: StorefrontInfo) -> String {
    price.decimal.formatted(
      .currency(code: storefront.currency).locale(Locale(identifier: storefront.priceLocale.identifier)))
  }
}
