import Catalog
import Foundation
import Storefront

/// `storefront products [--locale ID] [--json]`: what the app shows for each product of the
/// catalog in the account's storefront.
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
      var language: LanguageTag?
      if parsed.options["locale"] != nil {
        switch StorefrontCommand.language(parsed, in: client.catalog) {
        case .success(let tag): language = tag
        case .failure(let error): return StorefrontCommand.usageFailure(error.message)
        }
      }
      let ids = arguments.isEmpty ? client.catalog.products.map(\.id) : arguments
      for product in try client.products(for: ids, language: language) {
        let intro = product.subscription?.introductoryOffer.map { offer in
          offer.paymentMode == .freeTrial
            ? "free for \(offer.durationText)" : "\(offer.displayPrice) for \(offer.durationText)"
        }
        let report = Report(
          id: product.id, type: product.type.rawValue, displayName: product.displayName,
          description: product.description, price: "\(product.price)", displayPrice: product.displayPrice,
          currency: product.currency, period: product.subscription?.periodText, introductoryOffer: intro)
        if parsed.flag("json") {
          JSONOutput.print(report)
        } else {
          var line = "\(product.displayName)  \(product.displayPrice)"
          if let period = report.period { line += " / \(period)" }
          if let intro { line += " (\(intro))" }
          print("\(line)\n    \(product.id)  \(product.description)")
        }
      }
      return ExitCode.ok
    }
  }
}
