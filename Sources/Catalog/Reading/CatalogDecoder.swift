internal import StrictJSON
/// Turns a parsed catalog document into a `Catalog`, reporting every problem it finds.
///
/// Sections are decoded in dependency order (languages and storefronts before the products
/// that price and localize against them, products before the paywalls that show them),
/// whatever order the file lists them in.
final class CatalogDecoder {
  let log: DiagnosticLog
  var languages: [LanguageTag] = []
  var languageSet: Set<LanguageTag> = []
  var storefronts: [StorefrontInfo] = []
  var storefrontsByID: [String: StorefrontInfo] = [:]
  /// Each storefront id's three ASCII letters packed into an integer, for price keys.
  var packedStorefrontIDs: [UInt32] = []
  /// Storefronts declared with a bad field; prices for them are not reported again.
  var invalidStorefrontIDs: Set<String> = []
  var defaultStorefront: String?
  var defaultLanguage: LanguageTag?
  var entitlementIDs: [String] = []
  var entitlementIDSet: Set<String> = []
  var productOffsets: [String: Int] = [:]
  /// Every product id, in the order read, for suggestions.
  var productIDs: [String] = []
  /// What is left of `suggestionBudget` for this read.
  var suggestionsLeft = CatalogDecoder.suggestionBudget
  /// The type of every product decoded so far, for paywall checks.
  var productTypes: [String: ProductType] = [:]
  /// The `settings.environment` value, for the Production app-id check.
  var environmentNode: JSONNode?

  /// A decoder whose log describes at most `problemLimit` problems.
  init(problemLimit: Int = DiagnosticLog.defaultLimit) {
    log = DiagnosticLog(limit: problemLimit)
  }

  /// Decodes `root`; returns nil when anything was reported.
  func decode(_ root: JSONNode) -> Catalog? {
    guard root.kind == .object else {
      log.report("a catalog must be a JSON object, got \(root.briefDescription)", at: root, path: .root)
      return nil
    }
    let top = ObjectReader(root, path: .root, log: log)!
    var formatVersion: Int64 = 1
    if let versionNode = top.optional("formatVersion"),
      let version = Values.integer(versionNode, path: top.path("formatVersion"), log: log, in: 0...Int64.max)
    {
      if version != 1 {
        log.report(
          "unsupported formatVersion \(version); this reader knows version 1", at: versionNode,
          path: top.path("formatVersion"))
      }
      formatVersion = version
    }
    let app = top.required("app").flatMap { decodeApp($0, path: top.path("app")) }
    languages = top.required("languages").map { decodeLanguages($0, path: top.path("languages")) } ?? []
    languageSet = Set(languages)
    storefronts = top.required("storefronts").map { decodeStorefronts($0, path: top.path("storefronts")) } ?? []
    packedStorefrontIDs = storefronts.map { storefront in
      storefront.id.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }
    let settingsNode = top.optional("settings")
    let settings = decodeSettings(settingsNode, path: top.path("settings"), parent: root)
    let entitlements = top.optional("entitlements").map { decodeEntitlements($0, path: top.path("entitlements")) } ?? []
    let productsNode = top.optional("products")
    var products = productsNode.map { decodeProducts($0, path: top.path("products")) } ?? []
    let groupsNode = top.optional("subscriptionGroups")
    let (groups, subscriptions) = groupsNode.map { decodeGroups($0, path: top.path("subscriptionGroups")) } ?? ([], [])
    products += subscriptions
    if products.isEmpty, log.isEmpty {
      log.report(
        "the catalog sells nothing; add a product to \"products\" or a subscription group", at: productsNode ?? root,
        path: productsNode == nil ? .root : top.path("products"))
    }
    let paywalls = top.required("paywalls").map { decodePaywalls($0, path: top.path("paywalls")) } ?? []
    top.finish()
    if let app, settings?.environment == .production, app.appAppleID == 0 {
      log.report(
        "the Production environment needs the app's appAppleId (a positive number)",
        at: environmentNode ?? settingsNode ?? root, path: top.path("settings").appending("environment"))
    }
    guard log.isEmpty, let app, let settings else { return nil }
    return Catalog(
      formatVersion: Int(formatVersion), app: app, languages: languages, settings: settings, storefronts: storefronts,
      entitlements: entitlements, products: products, subscriptionGroups: groups, paywalls: paywalls)
  }

  // MARK: - App, languages

  func decodeApp(_ node: JSONNode, path: JSONPath) -> AppInfo? {
    guard let object = ObjectReader(node, path: path, log: log) else { return nil }
    defer { object.finish() }
    var bundleID = object.string("bundleId", required: true)
    if let id = bundleID, let problem = IdentifierRules.bundleIDProblem(id) {
      log.report(problem, at: object.optional("bundleId")!, path: object.path("bundleId"))
      bundleID = nil
    }
    let name = object.text("name", required: true, maxLength: 30)
    let appleID = object.integer("appAppleId", in: 0...999_999_999_999) ?? 0
    var bundleVersion: String? = AppInfo.defaultBundleVersion
    if let node = object.optional("bundleVersion") {
      bundleVersion = Values.string(node, path: object.path("bundleVersion"), log: log)
      if let version = bundleVersion, let problem = AppInfo.bundleVersionProblem(version) {
        log.report(problem, at: node, path: object.path("bundleVersion"))
        bundleVersion = nil
      }
    }
    guard let bundleID, let name, let bundleVersion else { return nil }
    return AppInfo(bundleID: bundleID, name: name, appAppleID: appleID, bundleVersion: bundleVersion)
  }

  func decodeLanguages(_ node: JSONNode, path: JSONPath) -> [LanguageTag] {
    guard let elements = Values.array(node, path: path, log: log) else { return [] }
    if elements.isEmpty { log.report("list at least one language, e.g. [\"en\"]", at: node, path: path) }
    var result: [LanguageTag] = []
    var seen: [String: Int] = [:]
    for (index, element) in elements.enumerated() {
      guard let text = Values.string(element, path: path.appending(index), log: log) else { continue }
      if let problem = LanguageTagRules.problem(text) {
        log.report(problem, at: element, path: path.appending(index))
        continue
      }
      if let first = seen[text] {
        log.report("duplicate language \"\(text)\"", at: element, path: path.appending(index), related: first)
        continue
      }
      seen[text] = element.offset
      result.append(LanguageTag(text))
    }
    return result
  }

  // MARK: - Shared value readers

  /// Reads `{ "<language>": value, ... }`, requiring the default language when `required`.
  func decodeLocalized<Value>(
    _ node: JSONNode, path: @autoclosure () -> JSONPath, what: String,
    body: (JSONNode, _ path: () -> JSONPath) -> Value?
  ) -> Localized<Value>? {
    guard let members = Values.members(node, path: path(), log: log) else { return nil }
    var entries: [Localized<Value>.Entry] = []
    entries.reserveCapacity(members.count)
    var complete = true
    for member in members {
      let tag = LanguageTag(member.key)
      guard languageSet.contains(tag) else {
        log.report(unknownLanguageMessage(member.key), offset: member.keyOffset, path: path().appending(member.key))
        complete = false
        continue
      }
      let value = withoutActuallyEscaping(path) { path in body(member.node, { path().appending(member.key) }) }
      guard let value else {
        complete = false
        continue
      }
      entries.append(Localized.Entry(language: tag, value: value))
    }
    if let defaultLanguage, !members.contains(where: { $0.key == defaultLanguage.identifier }) {
      log.report(
        "missing \(what) in the default language \"\(defaultLanguage)\"", at: node, path: path())
      complete = false
    }
    return complete ? Localized(entries: entries) : nil
  }

  /// The message for a localization in `key`, which is not one of the catalog's languages.
  func unknownLanguageMessage(_ key: String) -> String {
    if let problem = LanguageTagRules.problem(key) { return problem }
    let list = MessageText.list(languages.lazy.map(\.identifier))
    return suggesting(
      "\(MessageText.quoted(key)) is not one of the catalog's languages", for: key,
      among: { self.languages.map(\.identifier) }, count: languages.count,
      otherwise: (list.isEmpty ? "" : " (\(list))") + "; add it to \"languages\"")
  }

  /// Reads `{ "<storefront>": "2.99", ... }`; the default storefront must have a price.
  func decodePrices(_ node: JSONNode, path: @autoclosure () -> JSONPath) -> [String: Price]? {
    if let prices = validPrices(node) { return prices }
    return decodePricesReportingProblems(node, path: path())
  }

  /// The prices when every one is valid, computed on the source bytes; nil when anything is
  /// off, so that the reporting path runs.
  func validPrices(_ node: JSONNode) -> [String: Price]? {
    guard node.kind == .object, !storefronts.isEmpty else { return nil }
    var prices = [String: Price](minimumCapacity: node.memberCount)
    var valid = true
    var hasDefault = defaultStorefront == nil
    let document = node.document
    node.forEachMember { key, value in
      guard valid, let index = storefrontIndex(ofKey: key, in: document) else {
        valid = false
        return
      }
      let storefront = storefronts[index]
      let valueNode = JSONNode(document: document, index: value)
      let parsed = valueNode.withUnescapedUTF8 { bytes in
        PriceRules.parse(bytes: bytes, text: "", minorDigits: storefront.minorDigits, currency: storefront.currency)
      }
      guard case .success(let price)? = parsed, prices.updateValue(price, forKey: storefront.id) == nil else {
        valid = false
        return
      }
      if storefront.id == defaultStorefront { hasDefault = true }
    }
    return valid && hasDefault ? prices : nil
  }

  /// The index in `storefronts` of the storefront a price key names, compared as bytes.
  func storefrontIndex(ofKey key: Int, in document: JSONDocument) -> Int? {
    let entry = document.entries[key]
    guard !entry.escaped, entry.end - entry.start == 3 else { return nil }
    let start = Int(entry.start)
    let packed =
      UInt32(document.bytes[start]) << 16 | UInt32(document.bytes[start + 1]) << 8 | UInt32(document.bytes[start + 2])
    return packedStorefrontIDs.firstIndex(of: packed)
  }

  /// Reads prices and reports every problem; see `decodePrices`.
  func decodePricesReportingProblems(_ node: JSONNode, path: JSONPath, requiringDefault: Bool = true)
    -> [String: Price]?
  {
    guard let members = Values.members(node, path: path, log: log) else { return nil }
    var prices = [String: Price](minimumCapacity: members.count)
    var complete = true
    for member in members {
      if !invalidStorefrontIDs.isEmpty, invalidStorefrontIDs.contains(member.key) {
        complete = false
        continue
      }
      guard let storefront = storefront(member.key) else {
        log.report(
          NearestKey.message(
            "price for undeclared storefront \(MessageText.quoted(member.key))", for: member.key,
            among: storefronts.map(\.id), otherwise: "; declare it in \"storefronts\""),
          offset: member.keyOffset, path: path.appending(member.key))
        complete = false
        continue
      }
      guard member.node.kind == .string else {
        var example = "\"2.99\""
        if let raw = member.node.number, raw.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) {
          example = MessageText.quoted(raw)
        }
        log.report(
          "expected a decimal string such as \(example), got \(member.node.briefDescription)", at: member.node,
          path: path.appending(member.key))
        complete = false
        continue
      }
      let parsed =
        member.node.withUnescapedUTF8 { bytes in
          PriceRules.parse(
            bytes: bytes, text: member.node.string!, minorDigits: storefront.minorDigits, currency: storefront.currency)
        }
        ?? PriceRules.parse(member.node.string!, minorDigits: storefront.minorDigits, currency: storefront.currency)
      switch parsed {
      case .success(let price): prices[member.key] = price
      case .failure(let problem):
        log.report(problem.message, at: member.node, path: path.appending(member.key))
        complete = false
      }
    }
    if requiringDefault, let defaultStorefront, storefrontsByID[defaultStorefront] != nil,
      !members.contains(where: { $0.key == defaultStorefront })
    {
      log.report("no price in the default storefront \"\(defaultStorefront)\"", at: node, path: path)
      complete = false
    }
    return complete ? prices : nil
  }

  /// The declared storefront with `id`; a short list is searched without hashing.
  func storefront(_ id: String) -> StorefrontInfo? {
    if storefronts.count > 16 { return storefrontsByID[id] }
    for index in storefronts.indices where storefronts[index].id == id { return storefronts[index] }
    return nil
  }

  /// Reads an ISO 8601 period that must be one of `allowed`.
  func decodePeriod(_ node: JSONNode, path: JSONPath, allowed: [Period]?, what: String) -> Period? {
    guard let text = Values.string(node, path: path, log: log) else { return nil }
    guard let period = Period(iso8601: text) else {
      var message = "\(MessageText.quoted(text)) is not an ISO 8601 period like \"P1M\""
      if let allowed { message += "; expected one of: " + allowed.map(\.description).joined(separator: ", ") }
      log.report(message, at: node, path: path)
      return nil
    }
    if let canonical = PeriodRules.canonical(of: period), canonical != period {
      log.report("write \(what) \"\(period)\" as \"\(canonical)\"", at: node, path: path)
      return nil
    }
    if let allowed, !allowed.contains(period) {
      log.report(
        "\(what) \"\(period)\" is not allowed; expected one of: " + allowed.map(\.description).joined(separator: ", "),
        at: node, path: path)
      return nil
    }
    return period
  }

  /// Reads an array of entitlement ids, each declared in `entitlements`.
  func decodeEntitlementRefs(_ node: JSONNode, path: JSONPath) -> [String]? {
    decodeReferences(
      node, path: path, noun: "entitlement", isKnown: { self.entitlementIDSet.contains($0) },
      candidates: { self.entitlementIDs }, candidateCount: entitlementIDs.count,
      otherwise: "; declare it in \"entitlements\"")
  }

  /// Reads an array of ids, each of which `isKnown` and listed once; reports the rest as
  /// `unknown <noun> "x"` with a suggestion from `candidates` (`candidateCount` of them), else
  /// `otherwise`.
  func decodeReferences(
    _ node: JSONNode, path: JSONPath, noun: String, isKnown: (String) -> Bool, candidates: () -> [String],
    candidateCount: Int, otherwise: String? = nil
  ) -> [String]? {
    guard let elements = Values.array(node, path: path, log: log) else { return nil }
    var result: [String] = []
    var listed: Set<String> = []
    var complete = true
    for (index, element) in elements.enumerated() {
      guard let id = Values.string(element, path: path.appending(index), log: log) else {
        complete = false
        continue
      }
      if !isKnown(id) {
        log.report(
          suggesting(
            "unknown \(noun) \(MessageText.quoted(id))", for: id, among: candidates, count: candidateCount,
            otherwise: otherwise),
          at: element, path: path.appending(index))
        complete = false
      } else if !listed.insert(id).inserted {
        log.report("\(noun) \(MessageText.quoted(id)) is listed twice", at: element, path: path.appending(index))
        complete = false
      } else {
        result.append(id)
      }
    }
    return complete ? result : nil
  }

  /// Checks a product id and that no other product has it; records it.
  func claimProductID(_ node: JSONNode, path: JSONPath) -> String? {
    guard let id = Values.string(node, path: path, log: log) else { return nil }
    if let problem = IdentifierRules.productIDProblem(id) {
      log.report(problem, at: node, path: path)
      return nil
    }
    if let first = productOffsets[id] {
      log.report("duplicate product id \(MessageText.quoted(id))", at: node, path: path, related: first)
      return nil
    }
    productOffsets[id] = node.offset
    productIDs.append(id)
    return id
  }
}
