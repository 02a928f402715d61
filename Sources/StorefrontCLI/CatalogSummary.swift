import Catalog

/// The one-line summary of a valid catalog and its counts, for `validate` and `--json`.
struct CatalogSummary: Encodable {
  var file: String
  var products: Int
  var consumables: Int
  var nonConsumables: Int
  var autoRenewables: Int
  var nonRenewings: Int
  var subscriptionGroups: Int
  var storefronts: Int
  var languages: Int
  var paywalls: Int

  init(file: String, catalog: Catalog) {
    self.file = file
    products = catalog.products.count
    consumables = catalog.products.count { $0.type == .consumable }
    nonConsumables = catalog.products.count { $0.type == .nonConsumable }
    autoRenewables = catalog.products.count { $0.type == .autoRenewable }
    nonRenewings = catalog.products.count { $0.type == .nonRenewing }
    subscriptionGroups = catalog.subscriptionGroups.count
    storefronts = catalog.storefronts.count
    languages = catalog.languages.count
    paywalls = catalog.paywalls.count
  }

  /// `catalog.json: ok: 6 products (2 consumable, ...), 1 subscription group, ...`.
  var line: String {
    let kinds = [
      (consumables, "consumable"), (nonConsumables, "non-consumable"), (autoRenewables, "auto-renewable"),
      (nonRenewings, "non-renewing"),
    ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    return
      "\(file): ok: \(plural(products, "product")) (\(kinds)), \(plural(subscriptionGroups, "subscription group")), "
      + "\(plural(storefronts, "storefront")), \(plural(languages, "language")), \(plural(paywalls, "paywall"))"
  }

  private func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
