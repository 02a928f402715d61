import Catalog
import Foundation
import Paywall

/// The shipped demo catalog and shortcuts to model its paywalls.
enum ShippedCatalog {
  /// The package root, found from this file's location.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `catalog.json`, read once.
  static let catalog: Catalog = {
    do {
      return try CatalogReader.load(path: root.appendingPathComponent("catalog.json").path)
    } catch {
      fatalError("catalog.json: \(error)")
    }
  }()

  /// The model of `paywall` in `storefront` for `language`.
  static func model(
    _ paywall: String = "default", _ storefront: String, _ language: String,
    customer: CustomerContext = CustomerContext()
  ) throws -> PaywallModel {
    try PaywallModel.make(
      catalog: catalog, paywallID: paywall, storefrontID: storefront, language: LanguageTag(language),
      customer: customer)
  }
}
