public import FoundationEssentials

/// One transaction of the account, with its verification and its decoded JWS.
public struct HistoryLine: Sendable, Equatable {
  /// The store's transaction id.
  public var transactionID: UInt64
  /// The product id.
  public var productID: String
  /// The product's display name.
  public var title: String
  /// The purchase's order id, as on the customer's receipt ("MK5TTTVWJH"; empty when unknown).
  public var orderID: String
  /// When it was bought (store clock).
  public var purchaseDate: Date
  /// Units bought.
  public var quantity: Int
  /// Whether the signed transaction verified (chain, signature, OIDs).
  public var verified: Bool
  /// Why it verified or not, one line.
  public var verificationNote: String
  /// Whether it was refunded or revoked.
  public var revoked: Bool
  /// Whether the customer paid for it (a free trial's transaction charged nothing, so there is
  /// nothing to refund).
  public var charged: Bool
  /// The JWS header, pretty-printed JSON.
  public var header: String
  /// The JWS payload, pretty-printed JSON.
  public var payload: String

  /// A history line.
  public init(
    transactionID: UInt64, productID: String, title: String, orderID: String = "", purchaseDate: Date,
    quantity: Int = 1, verified: Bool, verificationNote: String = "", revoked: Bool = false, charged: Bool = true,
    header: String = "",
    payload: String = ""
  ) {
    self.transactionID = transactionID
    self.productID = productID
    self.title = title
    self.orderID = orderID
    self.purchaseDate = purchaseDate
    self.quantity = quantity
    self.verified = verified
    self.verificationNote = verificationNote
    self.revoked = revoked
    self.charged = charged
    self.header = header
    self.payload = payload
  }
}
