public import Catalog

/// The products a storefront sells today, with the store's prices.
public struct SaleList: Sendable, Equatable {
  /// One product on sale and its price.
  public struct Entry: Sendable, Equatable {
    public var productID: String
    public var price: Price
  }

  /// The storefront id ("USA").
  public var storefront: String
  /// On-sale products, in catalog order.
  public var products: [Entry]
}
