import Catalog
import Foundation
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
      for product in products { show(product, json: parsed.flag("json")) }
      let unsold = ids.filter { id in !products.contains { $0.id == id } }
      guard !unsold.isEmpty else { return ExitCode.ok }
      let place = storefront.map { "storefront \($0.id)" } ?? "the account's storefront"
      let prefix = arguments.isEmpty ? "storefront: note: " : "storefront: "
      for id in unsold {
        StorefrontCommand.printError("\(prefix)\(id) is not sold in \(place) (it has no price there)")
      }
      return arguments.isEmpty ? ExitCode.ok : ExitCode.checkFailed
    }
  }

  /// Prints `product` as two lines of text, or one line of JSON.
  static func show(_ product: StoreProduct, json: Bool) {
    let intro = product.subscription?.introductoryOffer.map { offer in
      offer.paymentMode == .freeTrial
        ? "free for \(offer.durationText)" : "\(offer.displayPrice) for \(offer.durationText)"
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
