public import Catalog

/// What the account's storefront sells today, as the wire carries it (StoreKit's
/// `Product.products`): each product on sale there and the price the store charges for it now.
/// Products taken off sale are not in it; a price the developer changed is the changed one.
public struct WireSaleList: Sendable, Equatable, Codable {
  /// One product on sale.
  public struct Entry: Sendable, Equatable, Codable {
    /// The product id.
    public var productID: String
    /// The price a purchase now pays, in milliunits of the storefront's currency.
    public var milliunits: Int64

    /// An entry.
    public init(productID: String, milliunits: Int64) {
      self.productID = productID
      self.milliunits = milliunits
    }
  }

  /// The storefront the prices are for ("USA").
  public var storefront: String
  /// The products on sale, in the catalog's order.
  public var products: [Entry]

  /// A sale list.
  public init(storefront: String, products: [Entry]) {
    self.storefront = storefront
    self.products = products
  }

  /// Each product on sale and its price, by product id (the first entry of an id the store listed twice).
  public var prices: [String: Price] {
    Dictionary(
      products.map { ($0.productID, Price(milliunits: $0.milliunits)) }, uniquingKeysWith: { first, _ in first })
  }
}
