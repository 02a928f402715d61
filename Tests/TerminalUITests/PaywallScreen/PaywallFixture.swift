import Catalog
import Foundation
import Paywall
import TerminalUI
import ScreenGeometry

/// The shipped catalog and frames of its paywalls, for screen tests.
enum PaywallFixture {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The shipped catalog.json.
  static let catalog: Catalog = {
    DisplayWidth.ensureUTF8Locale()
    return try! CatalogReader.load(path: root.appendingPathComponent("catalog.json").path)
  }()

  /// The model of `paywall` in `storefront` and `language` for `customer`.
  static func model(
    _ paywall: String = "default", _ storefront: String = "USA", _ language: String = "en",
    customer: CustomerContext = CustomerContext()
  ) throws -> PaywallModel {
    try PaywallModel.make(
      catalog: catalog, paywallID: paywall, storefrontID: storefront, language: LanguageTag(language),
      customer: customer)
  }

  /// The frame of `paywall` at `columns` x `rows` after `keys`.
  static func frame(
    _ paywall: String = "default", _ storefront: String = "USA", _ language: String = "en", columns: Int = 80,
    rows: Int = 24, customer: CustomerContext = CustomerContext(), keys: [PaywallKey] = []
  ) throws -> PaywallFrame {
    let model = try model(paywall, storefront, language, customer: customer)
    var state = PaywallViewState(model: model)
    for key in keys { state.apply(key, model: model) }
    return PaywallScreen.render(model, state: state, size: ScreenSize(columns: columns, rows: rows))
  }

  /// A customer who used the Pro group's introductory offer and has no subscription now.
  static var introUsed: CustomerContext {
    LintCustomer.introUsed.context(forPaywall: "default", in: catalog)
  }

  /// A customer subscribed to Pro yearly.
  static var subscriber: CustomerContext {
    LintCustomer.subscriber.context(forPaywall: "default", in: catalog)
  }
}
