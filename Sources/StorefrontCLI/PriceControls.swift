import AppStoreSimulator
import Catalog

/// `store set-price PRODUCT PRICE [--storefront ID] [--existing preserve|ask|notify]`: the price a
/// product sells for in one storefront from now on, as App Store Connect sets it.
enum PriceControls {
  static func setPrice(
    _ store: AppStore, _ productID: String, _ text: String, parsed: ParsedArguments, output: StoreOutput
  ) throws(StoreError) -> Int32 {
    guard store.catalog.product(productID) != nil else {
      return StorefrontCommand.usageFailure(
        "set-price: there is no product \"\(productID)\" in the catalog; see storefront products")
    }
    let storefront: StorefrontInfo
    if let chosen = parsed.options["storefront"] {
      guard let known = store.catalog.storefront(matching: chosen) else {
        let known = store.catalog.storefronts.map(\.id).joined(separator: ", ")
        return StorefrontCommand.usageFailure(
          "set-price --storefront \"\(chosen)\" is not in the catalog; choose one of: \(known)")
      }
      storefront = known
    } else {
      storefront = try store.storefront()
    }
    let existingName = parsed.options["existing"] ?? ExistingSubscribers.askConsent.rawValue
    guard let existing = ExistingSubscribers(rawValue: existingName) else {
      return StorefrontCommand.usageFailure(
        "set-price --existing \"\(existingName)\": choose preserve, ask or notify")
    }
    let price: Price
    switch PriceRules.parse(text, minorDigits: storefront.minorDigits, currency: storefront.currency) {
    case .success(let parsed): price = parsed
    case .failure(let problem):
      return StorefrontCommand.usageFailure("set-price \(text): \(problem.message) (\(storefront.currency))")
    }
    let touched = try store.setPrice(productID, storefront: storefront.id, to: price, existing: existing)
    let amount = "\(price.text(minorDigits: storefront.minorDigits)) \(storefront.currency)"
    let subscribers =
      switch existing {
      case .preserve: "existing subscribers keep their price (\(touched))"
      case .askConsent: "existing subscribers are asked to consent to an increase (\(touched) changed)"
      case .notify: "existing subscribers are notified of an increase (\(touched) changed)"
      }
    let isSubscription = store.catalog.product(productID)?.type == .autoRenewable
    return output.done(
      "\(productID) now sells for \(amount) in \(storefront.id)" + (isSubscription ? "; \(subscribers)" : ""))
  }
}
