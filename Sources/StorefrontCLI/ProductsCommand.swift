import Catalog
import FoundationEssentials
import Localization
import Storefront

/// `storefront products [PRODUCT...] [--storefront ID] [--locale ID] [--json]`: what the app shows for
/// each product of the catalog in the account's storefront, or in storefront ID (without changing the
/// account's).
///
/// An unknown product id is refused (exit 65, with the nearest id). A product the storefront does not
/// sell is left out, as StoreKit does, and named on stderr: a note when listing them all, an error
/// (exit 1) when it was asked for by id.
enum ProductsCommand {
  struct Report: Encodable {
    var id: String
    var type: String
    var displayName: String
    var description: String
    var price: String
    var displayPrice: String
    var currency: String
    var period: String?
    var introductoryOffer: String?
  }

  static func run(_ parsed: ParsedArguments, arguments: [String]) -> Int32 {
    AppSession.with(parsed) { client, _ throws(StorefrontError) in
      let catalog = client.catalog
      var language: LanguageTag?
      if parsed.options["locale"] != nil {
        switch StorefrontCommand.language(parsed, in: catalog) {
        case .success(let tag): language = tag
        case .failure(let error): return StorefrontCommand.usageFailure(error.message)
        }
      }
      var storefront: StorefrontInfo?
      if parsed.options["storefront"] != nil {
        switch StorefrontCommand.storefront(parsed, in: catalog) {
        case .success(let chosen): storefront = chosen
        case .failure(let error): return StorefrontCommand.usageFailure(error.message)
        }
      }
      let knownIDs = catalog.products.map(\.id)
      if let unknown = arguments.first(where: { catalog.product($0) == nil }) {
        throw .invalidRequest(
          NearestKey.message(
            "unknown product \"\(unknown)\"", for: unknown, among: knownIDs,
            otherwise: "; run storefront products for the list"))
      }
      let ids = arguments.isEmpty ? knownIDs : arguments
      let products = try client.products(for: ids, language: language, storefront: storefront)
      let words = words(language, in: catalog)
      for product in products { show(product, json: parsed.flag("json"), words: words) }
      let unsold = ids.filter { id in !products.contains { $0.id == id } }
      guard !unsold.isEmpty else { return ExitCode.ok }
      let place = storefront.map { words(.cliStorefrontPlace, $0.id) } ?? words(.cliAccountStorefront)
      let prefix = arguments.isEmpty ? "storefront: note: " : "storefront: "
      for id in unsold { StorefrontCommand.printError(prefix + words(.cliNotSold, id, place)) }
      return arguments.isEmpty ? ExitCode.ok : ExitCode.checkFailed
    }
  }

  /// The app's words in the language the products are shown in (the catalog's best match for `language`).
  static func words(_ language: LanguageTag?, in catalog: Catalog) -> Translations {
    let fallback = catalog.settings.defaultLanguage
    let shown =
      language.flatMap { LanguageMatcher.bestMatch(for: $0, among: catalog.languages, defaultLanguage: fallback) }
      ?? fallback
    return Translations.forLanguage(shown.identifier)
  }

  /// Prints `product` as two lines of text, or one line of JSON, its offer in `words`' language.
  static func show(_ product: StoreProduct, json: Bool, words: Translations) {
    let intro = product.subscription?.introductoryOffer.map { offer in
      offer.paymentMode == .freeTrial
        ? words(.cliFreeFor, offer.durationText) : words(.cliPriceFor, offer.displayPrice, offer.durationText)
    }
    let report = Report(
      id: product.id, type: product.type.rawValue, displayName: product.displayName,
      description: product.description, price: "\(product.price)", displayPrice: product.displayPrice,
      currency: product.currency, period: product.subscription?.periodText, introductoryOffer: intro)
    if json {
      JSONOutput.print(report)
      return
    }
    var line = "\(product.displayName)  \(product.displayPrice)"
    if let period = report.period { line += " / \(period)" }
    if let intro { line += " (\(intro))" }
    StorefrontCommand.printLine(line)
    StorefrontCommand.printLine("    \(product.id)  \(product.description)")
  }
}
