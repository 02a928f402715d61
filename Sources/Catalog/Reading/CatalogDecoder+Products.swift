internal import StrictJSON
extension CatalogDecoder {
  /// The product types allowed in the `products` array, with their catalog names.
  static let productTypeChoices: [(String, ProductType)] = [
    ("consumable", .consumable), ("nonConsumable", .nonConsumable), ("nonRenewing", .nonRenewing),
  ]

  /// Reads the `products` array (consumables, non-consumables, non-renewing subscriptions).
  func decodeProducts(_ node: JSONNode, path: JSONPath) -> [Product] {
    guard let elements = Values.array(node, path: path, log: log) else { return [] }
    var result: [Product] = []
    result.reserveCapacity(elements.count)
    productOffsets.reserveCapacity(productOffsets.count + elements.count)
    productTypes.reserveCapacity(productTypes.count + elements.count)
    for (index, element) in elements.enumerated() {
      if let product = decodeProduct(element, path: path.appending(index)) {
        productTypes[product.id] = product.type
        result.append(product)
      }
    }
    return result
  }

  func decodeProduct(_ node: JSONNode, path: JSONPath) -> Product? {
    guard let object = ObjectReader(node, path: path, log: log) else { return nil }
    defer { object.finish() }
    let id = object.required("id").flatMap { claimProductID($0, path: object.path("id")) }
    var type: ProductType?
    if let typeNode = object.required("type") {
      if typeNode.string == "autoRenewable" {
        log.report(
          "auto-renewable subscriptions belong in \"subscriptionGroups\"[].subscriptions, not in \"products\"",
          at: typeNode, path: object.path("type"))
      } else {
        type = Values.choice(typeNode, path: object.path("type"), log: log, from: Self.productTypeChoices)
      }
    }
    let referenceName = object.text("referenceName", required: true, maxLength: 64)
    let familyShareable = object.bool("familyShareable", default: false)
    let prices = object.required("prices").flatMap { decodePrices($0, path: object.path("prices")) }
    let localizations = object.required("localizations").flatMap {
      decodeProductLocalizations($0, path: object.path("localizations"))
    }
    let coinsNode = object.optional("coins")
    let entitlementsNode = object.optional("entitlements")
    let durationNode = object.optional("duration")
    let periodNode = object.optional("period")
    guard let type else { return nil }

    var ok = true
    func forbid(_ node: JSONNode?, _ key: StaticString, _ message: String) {
      guard let node else { return }
      log.report(message, at: node, path: object.path(key))
      ok = false
    }
    if let periodNode {
      let message =
        type == .nonRenewing
        ? "a non-renewing subscription has a \"duration\", not a billing \"period\""
        : "a \(type == .consumable ? "consumable" : "non-consumable") has no billing period; only auto-renewable subscriptions (in \"subscriptionGroups\") have one"
      forbid(periodNode, "period", message)
    }
    if familyShareable && type == .consumable {
      forbid(object.optional("familyShareable"), "familyShareable", "consumables cannot be family shareable")
    }

    var coins: Int64?
    var entitlements: [String] = []
    var duration: Period?
    switch type {
    case .consumable:
      forbid(entitlementsNode, "entitlements", "a consumable grants coins, not entitlements")
      forbid(durationNode, "duration", "only non-renewing subscriptions have a duration")
      if let coinsNode {
        coins = Values.integer(coinsNode, path: object.path("coins"), log: log, in: 1...1_000_000_000)
        if coins == nil { ok = false }
      } else {
        log.report("missing required key \"coins\" (coins credited per unit bought)", at: node, path: path)
        ok = false
      }
    case .nonConsumable, .nonRenewing:
      forbid(coinsNode, "coins", "only consumables grant coins")
      if let entitlementsNode {
        if let refs = decodeEntitlementRefs(entitlementsNode, path: object.path("entitlements")) {
          entitlements = refs
          if refs.isEmpty {
            forbid(entitlementsNode, "entitlements", "list at least one entitlement the purchase unlocks")
          }
        } else {
          ok = false
        }
      } else {
        log.report("missing required key \"entitlements\" (what the purchase unlocks)", at: node, path: path)
        ok = false
      }
      if type == .nonRenewing {
        if let durationNode {
          duration = decodePeriod(durationNode, path: object.path("duration"), allowed: nil, what: "duration")
          if duration == nil { ok = false }
        } else {
          log.report("missing required key \"duration\" (how long access lasts, e.g. \"P3M\")", at: node, path: path)
          ok = false
        }
      } else {
        forbid(durationNode, "duration", "only non-renewing subscriptions have a duration")
      }
    case .autoRenewable:
      ok = false
    }

    guard ok, let id, let referenceName, let prices, let localizations else { return nil }
    return Product(
      id: id, type: type, referenceName: referenceName, familyShareable: familyShareable, prices: prices,
      localizations: localizations, coinsPerUnit: coins, entitlements: entitlements, duration: duration)
  }

  /// Reads `{ "<language>": { "displayName": ..., "description": ... } }`.
  func decodeProductLocalizations(_ node: JSONNode, path: @autoclosure () -> JSONPath) -> Localized<
    ProductLocalization
  >? {
    decodeLocalized(node, path: path(), what: "localization") { node, path in
      // The common shape, exactly the two keys, skips the general reader; it reports the
      // same problems in the same way.
      if let (nameNode, descriptionNode) = Self.nameAndDescription(of: node) {
        let name = Values.text(nameNode, path: path().appending("displayName"), log: self.log, maxLength: 35)
        let description = Values.text(
          descriptionNode, path: path().appending("description"), log: self.log, maxLength: 55)
        guard let name, let description else { return nil }
        return ProductLocalization(displayName: name, description: description)
      }
      guard let object = ObjectReader(node, path: path(), log: self.log) else { return nil }
      defer { object.finish() }
      let name = object.text("displayName", required: true, maxLength: 35)
      let description = object.text("description", required: true, maxLength: 55)
      guard let name, let description else { return nil }
      return ProductLocalization(displayName: name, description: description)
    }
  }

  /// The values of an object with exactly the keys `displayName` and `description`, else nil.
  static func nameAndDescription(of node: JSONNode) -> (JSONNode, JSONNode)? {
    guard node.kind == .object, node.memberCount == 2 else { return nil }
    var name: Int?
    var description: Int?
    node.forEachMember { key, value in
      if node.document.key(at: key, is: "displayName") {
        name = value
      } else if node.document.key(at: key, is: "description") {
        description = value
      }
    }
    guard let name, let description else { return nil }
    return (JSONNode(document: node.document, index: name), JSONNode(document: node.document, index: description))
  }
}
