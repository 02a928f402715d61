import Foundation

/// A transaction payload as ordered JSON members (raw JSON values), to sign as it is or with one
/// member changed, removed or added.
struct PayloadFields: Sendable {
  private(set) var members: [(key: String, json: String)]

  /// The raw JSON value of `key`; setting nil removes it, setting a new key appends it.
  subscript(key: String) -> String? {
    get { members.first { $0.key == key }?.json }
    set {
      let index = members.firstIndex { $0.key == key }
      switch (index, newValue) {
      case (let index?, let value?): members[index].json = value
      case (let index?, nil): members.remove(at: index)
      case (nil, let value?): members.append((key, value))
      case (nil, nil): break
      }
    }
  }

  /// The payload's JSON text.
  var json: String { "{" + members.map { "\"\($0.key)\":\($0.json)" }.joined(separator: ",") + "}" }

  /// `json` after setting `key` to `value`.
  func with(_ key: String, _ value: String?) -> String {
    var copy = self
    copy[key] = value
    return copy.json
  }

  /// A transaction of the shipped catalog's app as the simulator signs one, purchased and signed
  /// at `date`, carrying the buying install's `token`.
  static func transaction(
    id: UInt64, product: String, type: String, token: UUID, date: Int64, quantity: Int = 1
  ) -> PayloadFields {
    PayloadFields(members: [
      ("appAccountToken", "\"\(token.uuidString.lowercased())\""),
      ("bundleId", "\"com.iaptutorial.storefront\""),
      ("currency", "\"USD\""),
      ("environment", "\"Sandbox\""),
      ("inAppOwnershipType", "\"PURCHASED\""),
      ("originalPurchaseDate", "\(date)"),
      ("originalTransactionId", "\"\(id)\""),
      ("price", "990"),
      ("productId", "\"\(product)\""),
      ("purchaseDate", "\(date)"),
      ("quantity", "\(quantity)"),
      ("signedDate", "\(date)"),
      ("storefront", "\"USA\""),
      ("storefrontId", "\"143441\""),
      ("transactionId", "\"\(id)\""),
      ("transactionReason", "\"PURCHASE\""),
      ("type", "\"\(type)\""),
    ])
  }
}
