public import Catalog

extension StoreClient {
  /// The products with ids `ids` that the account's storefront (or `storefront`, to look at
  /// another one) sells, in `language` (the best of the catalog's languages for it), in the order
  /// asked; unknown ids and products without a price there are left out, as StoreKit's
  /// `Product.products(for:)` does.
  public func products(
    for ids: [String], language: LanguageTag? = nil, storefront chosen: StorefrontInfo? = nil
  ) throws(StorefrontError) -> [StoreProduct] {
    let storefront: StorefrontInfo
    if let chosen {
      storefront = chosen
    } else {
      let storefrontID: String
      do { storefrontID = try wire.storefront(account: account) } catch { throw StorefrontError.wrap(error) }
      guard let known = catalog.storefront(storefrontID) else {
        throw .invalidData("the store's storefront \"\(storefrontID)\" is not in the catalog")
      }
      storefront = known
    }
    let defaultLanguage = catalog.settings.defaultLanguage
    let display =
      language.flatMap {
        LanguageMatcher.bestMatch(for: $0, among: catalog.languages, defaultLanguage: defaultLanguage)
      } ?? defaultLanguage
    return ids.compactMap { id in
      catalog.product(id).flatMap {
        StoreProduct($0, storefront: storefront, language: display, defaultLanguage: defaultLanguage)
      }
    }
  }
}
