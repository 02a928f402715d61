internal import StrictJSON
/// A product as a `.storekit` file describes it (the keys shared by every product kind).
struct StoreKitProduct {
  /// One `localizations[]` entry, with the locale already in BCP 47 form.
  struct Localization {
    var language: LanguageTag
    var displayName: String
    var description: String
  }

  var productID: String
  var referenceName: String
  var type: ProductType
  var familyShareable: Bool
  var price: Price
  var localizations: [Localization]

  /// The `.storekit` type names and the product types they map to.
  static let typeNames: [(String, ProductType)] = [
    ("Consumable", .consumable), ("NonConsumable", .nonConsumable), ("NonRenewingSubscription", .nonRenewing),
    ("RecurringSubscription", .autoRenewable),
  ]

  /// Reads a product object; unknown keys are ignored.
  static func read(_ node: JSONNode, path: JSONPath, log: DiagnosticLog) -> StoreKitProduct? {
    guard let object = ObjectReader(node, path: path, log: log) else { return nil }
    let idNode = object.required("productID")
    let id = idNode.flatMap { Values.string($0, path: object.path("productID"), log: log) }
    if let id, let idNode, let problem = IdentifierRules.productIDProblem(id) {
      log.report(problem, at: idNode, path: object.path("productID"))
      return nil
    }
    let type = object.required("type").flatMap {
      Values.choice($0, path: object.path("type"), log: log, from: typeNames)
    }
    let price = readPrice(object, key: "displayPrice", log: log)
    var localizations: [Localization] = []
    for (index, element) in (object.array("localizations") ?? []).enumerated() {
      if let localization = readLocalization(element, path: object.path("localizations").appending(index), log: log) {
        localizations.append(localization)
      }
    }
    let familyShareable = object.bool("familyShareable", default: false)
    let referenceName = object.nullableString("referenceName")
    guard let id, let type, let price else { return nil }
    let reference =
      referenceName.flatMap { TextRules.problem(in: $0, maxLength: 64) == nil ? $0 : nil } ?? String(id.prefix(64))
    return StoreKitProduct(
      productID: id, referenceName: reference, type: type, familyShareable: familyShareable, price: price,
      localizations: localizations)
  }

  /// Reads a `displayPrice` decimal string as a price in milliunits (any currency's digits).
  static func readPrice(_ object: ObjectReader, key: StaticString, log: DiagnosticLog) -> Price? {
    guard let node = object.required(key), let text = Values.string(node, path: object.path(key), log: log) else {
      return nil
    }
    switch PriceRules.parse(text, minorDigits: 3, currency: "the file's currency") {
    case .success(let price): return price
    case .failure(let problem):
      log.report(problem.message, at: node, path: object.path(key))
      return nil
    }
  }

  static func readLocalization(_ node: JSONNode, path: JSONPath, log: DiagnosticLog) -> Localization? {
    guard let object = ObjectReader(node, path: path, log: log) else { return nil }
    guard let localeNode = object.required("locale"),
      let locale = Values.string(localeNode, path: object.path("locale"), log: log)
    else { return nil }
    let tag = locale.replacingOccurrences(of: "_", with: "-")
    if let problem = LanguageTagRules.problem(tag) {
      log.report(problem, at: localeNode, path: object.path("locale"))
      return nil
    }
    return Localization(
      language: LanguageTag(tag), displayName: object.string("displayName") ?? "",
      description: object.string("description") ?? "")
  }
}
