import TerminalUI
import Catalog
import FoundationEssentials
import FoundationInternationalization

/// `storefront` with no command: until the interactive paywall lands, print what the catalog
/// sells in one storefront and language, as plain text.
enum CatalogOverview {
  static func run(_ parsed: ParsedArguments) -> Int32 {
    let path = StorefrontCommand.catalogPath(parsed)
    guard case .success(let catalog) = StorefrontCommand.loadCatalog(at: path) else {
      return CatalogLoadError.exitCode
    }
    let storefront: StorefrontInfo
    switch StorefrontCommand.storefront(parsed, in: catalog) {
    case .success(let chosen): storefront = chosen
    case .failure(let error): return StorefrontCommand.usageFailure(error.message)
    }
    let language: LanguageTag
    switch StorefrontCommand.language(parsed, in: catalog) {
    case .success(let chosen): language = chosen
    case .failure(let error): return StorefrontCommand.usageFailure(error.message)
    }
    StorefrontCommand.printLine(
      "\(catalog.app.name): what \(path) sells in storefront \(storefront.id) (\(storefront.currency))")
    let fallback = catalog.settings.defaultLanguage
    let rows = catalog.products.map { product -> (String, String, String) in
      let name = product.localizations.resolve(language, fallback: fallback)?.displayName ?? product.id
      let price = product.prices[storefront.id].map { PriceText.display($0, in: storefront) } ?? "not for sale"
      return (TerminalSafeText.line(name), TerminalSafeText.line(price), TerminalSafeText.line(terms(of: product)))
    }
    let nameWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
    let priceWidth = rows.map { DisplayWidth.of($0.1) }.max() ?? 0
    for (name, price, terms) in rows {
      print(
        "  " + TextPadding.padded(name, to: nameWidth) + "  " + TextPadding.padded(price, to: priceWidth, right: true)
          + "  " + terms)
    }
    return ExitCode.ok
  }

  /// What a purchase gives, e.g. `auto-renewable, P1Y, free trial P1W: pro, premium`.
  static func terms(of product: Product) -> String {
    switch product.type {
    case .consumable:
      return "consumable, \(product.coinsPerUnit ?? 0) coins"
    case .nonConsumable:
      return "non-consumable: " + product.entitlements.joined(separator: ", ")
    case .nonRenewing:
      return "non-renewing, \(product.duration?.description ?? "?"): " + product.entitlements.joined(separator: ", ")
    case .autoRenewable:
      var text = "auto-renewable, \(product.subscription?.period.description ?? "?")"
      if let offer = product.subscription?.introductoryOffer, offer.paymentMode == .freeTrial {
        text += ", free trial \(offer.period)"
      }
      return text + ": " + product.entitlements.joined(separator: ", ")
    }
  }
}

/// Formats prices with Foundation's currency format style in the storefront's locale.
enum PriceText {
  static func display(_ price: Price, in storefront: StorefrontInfo) -> String {
    price.decimal.formatted(
      .currency(code: storefront.currency).locale(Locale(identifier: storefront.priceLocale.identifier)))
  }
}
