import Catalog
import AppStoreSimulator

/// The filters and sort of a Get Transaction History request, read from its query
/// (server-api.md §3, §8): AND across parameters, OR among a parameter's repeated values.
struct HistoryFilter {
  /// The query's product types and the product type each names.
  static let productTypes: [String: ProductType] = [
    "AUTO_RENEWABLE": .autoRenewable, "NON_RENEWABLE": .nonRenewing, "CONSUMABLE": .consumable,
    "NON_CONSUMABLE": .nonConsumable,
  ]

  var startDate: Int64?
  var endDate: Int64?
  var productIDs: Set<String> = []
  var productTypes: Set<ProductType> = []
  var groups: Set<String> = []
  var ownership: String?
  var descending = false
  var revoked: Bool?
  var revision: String?
  /// The canonical text of the filters, for the revision's fingerprint.
  var canonical: [String] = []

  /// Reads `request`'s query, or throws the Apple error for the first bad parameter.
  init(_ request: HTTPRequest) throws(APIError) {
    for (name, value) in request.query {
      switch name {
      case "revision": revision = value
      case "startDate":
        guard let date = Int64(value), date >= 0 else { throw .invalidStartDate }
        startDate = date
      case "endDate":
        guard let date = Int64(value), date >= 0 else { throw .invalidEndDate }
        endDate = date
      case "productId":
        guard !value.isEmpty else { throw .invalidProductID }
        productIDs.insert(value)
      case "productType":
        guard let type = Self.productTypes[value] else { throw .invalidProductType }
        productTypes.insert(type)
      case "subscriptionGroupIdentifier":
        guard !value.isEmpty else { throw .invalidGroup }
        groups.insert(value)
      case "inAppOwnershipType":
        guard value == "PURCHASED" || value == "FAMILY_SHARED" else { throw .invalidOwnership }
        ownership = value
      case "sort":
        guard value == "ASCENDING" || value == "DESCENDING" else { throw .invalidSort }
        descending = value == "DESCENDING"
      case "revoked":
        guard let flag = Self.boolean(value) else { throw .invalidRevoked }
        revoked = flag
      case "excludeRevoked":
        guard let flag = Self.boolean(value) else { throw .invalidExcludeRevoked }
        if flag { revoked = false }
      default: break
      }
      if name != "revision" { canonical.append("\(name)=\(value)") }
    }
    if let startDate, let endDate, startDate >= endDate { throw .invalidEndDate }
    canonical.sort()
  }

  /// `true`/`false` as Apple documents them, `True`/`False` as Python's client sends them.
  static func boolean(_ text: String) -> Bool? {
    switch text {
    case "true", "True": true
    case "false", "False": false
    default: nil
    }
  }

  /// Whether `transaction` passes every filter.
  func accepts(_ transaction: StoreTransaction) -> Bool {
    if let startDate, transaction.purchaseDate < startDate { return false }
    if let endDate, transaction.purchaseDate >= endDate { return false }
    if !productIDs.isEmpty, !productIDs.contains(transaction.productID) { return false }
    if !productTypes.isEmpty, !productTypes.contains(transaction.productType) { return false }
    if !groups.isEmpty, !groups.contains(transaction.groupID ?? "") { return false }
    // Every purchase of the simulated store is the buyer's own (no Family Sharing).
    if ownership == "FAMILY_SHARED" { return false }
    if let revoked, (transaction.revocationDate != nil) != revoked { return false }
    return true
  }
}
