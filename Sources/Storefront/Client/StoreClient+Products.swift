public import Catalog
public import StoreWire

extension StoreClient {
  /// The products with ids `ids` that the account's storefront (or `storefront`, to look at
  /// another one) sells today, at the store's prices, in `language` (the best of the catalog's
  /// languages for it), in the order asked; unknown ids, products off sale and products without a
  /// price there are left out, as StoreKit's `Product.products(for:)` does.
  public func products(
    for ids: [String], language: LanguageTag? = nil, storefront chosen: StorefrontInfo? = nil
  ) throws(StorefrontError) -> [StoreProduct] {
    let sale = try saleList(storefront: chosen?.id)
    guard let storefront = catalog.storefront(sale.storefront) else {
      throw .invalidData("the store's storefront \"\(sale.storefront)\" is not in the catalog")
    }
    let defaultLanguage = catalog.settings.defaultLanguage
    let display =
      language.flatMap {
        LanguageMatcher.bestMatch(for: $0, among: catalog.languages, defaultLanguage: defaultLanguage)
      } ?? defaultLanguage
    let prices = sale.prices
    return ids.compactMap { id in
      guard let product = catalog.product(id), let price = prices[id] else { return nil }
      return StoreProduct(
        product, storefront: storefront, language: display, defaultLanguage: defaultLanguage, storePrice: price)
    }
  }

  /// What the store sells today in the account's storefront (or `storefront`): products on sale
  /// and their prices.
  public func saleList(storefront: String? = nil) throws(StorefrontError) -> WireSaleList {
    do { return try wire.saleList(account: account, storefront: storefront) } catch {
      throw StorefrontError.wrap(error)
    }
  }
}
