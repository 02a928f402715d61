internal import StrictJSON
/// One run of the `.storekit` to catalog conversion: reads, maps, and collects notes.
struct StoreKitConversion {
  let log = DiagnosticLog()
  var notes: [String] = []
  let baseName: String
  let options: StoreKitImporter.Options
  var entitlementNames = EntitlementNaming()

  init(baseName: String, options: StoreKitImporter.Options) {
    self.baseName = baseName
    self.options = options
  }

  /// The catalog for the `.storekit` document `root`, or nil after reporting problems.
  mutating func convert(_ root: JSONNode) -> Catalog? {
    guard let top = ObjectReader(root, path: .root, log: log) else { return nil }
    guard checkVersion(top) else { return nil }
    noteUnmappedKeys(root)
    notes += StoreKitUnmapped.notes(root)
    let settingsNode = top.optional("settings")
    let settingsObject = settingsNode.flatMap { ObjectReader($0, path: top.path("settings"), log: log) }
    var rawProducts: [StoreKitProduct] = []
    for key: StaticString in ["products", "nonRenewingSubscriptions"] {
      for (index, node) in (top.array(key) ?? []).enumerated() {
        if let product = StoreKitProduct.read(node, path: top.path(key).appending(index), log: log) {
          rawProducts.append(product)
        }
      }
    }
    var rawGroups: [StoreKitGroup] = []
    for (index, node) in (top.array("subscriptionGroups") ?? []).enumerated() {
      if let group = StoreKitGroup.read(node, path: top.path("subscriptionGroups").appending(index), log: log) {
        rawGroups.append(group)
      }
    }
    let policies = top.optional("appPolicies").flatMap { AppPolicies.read($0, path: top.path("appPolicies"), log: log) }
    guard log.isEmpty else { return nil }
    if rawProducts.isEmpty && rawGroups.allSatisfy({ $0.subscriptions.isEmpty }) {
      log.report("the file has no products or subscriptions to import", at: root, path: .root)
      return nil
    }

    let settingsMap = StoreKitSettings.read(settingsObject, log: log, notes: &notes)
    let storefront = importStorefront(settingsMap.storefront, at: settingsNode ?? root)
    let allLocalizations =
      rawProducts.flatMap(\.localizations) + rawGroups.flatMap { $0.subscriptions.flatMap(\.product.localizations) }
    let languages = LanguageChoice(localizations: allLocalizations, preferred: settingsMap.locale, notes: &notes)
    guard log.isEmpty, let storefront else { return nil }

    var entitlements: [Entitlement] = []
    var products: [Product] = []
    for raw in rawProducts where raw.type == .autoRenewable {
      log.report(
        "\(raw.productID): a RecurringSubscription must be inside \"subscriptionGroups\"", at: root, path: .root)
    }
    guard log.isEmpty else { return nil }
    for raw in rawProducts {
      let localizations = languages.localized(raw, notes: &notes)
      var entitlementIDs: [String] = []
      if raw.type != .consumable {
        let id = entitlementNames.name(for: raw.productID)
        let name = localizations[languages.defaultLanguage]?.displayName ?? raw.productID
        entitlements.append(Entitlement(id: id, names: Localized([(languages.defaultLanguage, name)])))
        entitlementIDs = [id]
      }
      if raw.type == .consumable {
        notes.append(
          "\(raw.productID): a .storekit file has no coin amount; each purchase credits 1 coin (edit \"coins\")")
      }
      if raw.type == .nonRenewing {
        notes.append(
          "\(raw.productID): a .storekit file has no duration for a non-renewing subscription; using P1Y (edit \"duration\")"
        )
      }
      products.append(
        Product(
          id: raw.productID, type: raw.type, referenceName: raw.referenceName,
          familyShareable: raw.familyShareable && raw.type != .consumable,
          prices: [storefront.id: raw.price], localizations: localizations,
          coinsPerUnit: raw.type == .consumable ? 1 : nil, entitlements: entitlementIDs,
          duration: raw.type == .nonRenewing ? Period(1, .year) : nil))
    }
    var groups: [SubscriptionGroup] = []
    for raw in rawGroups where !raw.subscriptions.isEmpty {
      let entitlementID = entitlementNames.name(for: raw.name)
      entitlements.append(Entitlement(id: entitlementID, names: Localized([(languages.defaultLanguage, raw.name)])))
      groups.append(
        SubscriptionGroup(
          id: raw.id, referenceName: raw.name, names: Localized([(languages.defaultLanguage, raw.name)]),
          entitlements: [entitlementID], subscriptionIDs: raw.subscriptions.map(\.product.productID)))
      for subscription in raw.subscriptions {
        let terms = subscription.terms(groupID: raw.id, storefront: storefront.id)
        products.append(
          Product(
            id: subscription.product.productID, type: .autoRenewable, referenceName: subscription.product.referenceName,
            familyShareable: subscription.product.familyShareable, prices: [storefront.id: subscription.product.price],
            localizations: languages.localized(subscription.product, notes: &notes), entitlements: [entitlementID],
            subscription: terms))
      }
    }

    // An app name on the App Store is at most 30 characters, and a catalog holds no longer one:
    // a longer name is cut there, and a note says so.
    let fullName = options.appName ?? baseName
    let appName = options.appName.map { String($0.prefix(Self.appNameLimit)) } ?? Self.defaultAppName(baseName)
    if fullName.count > Self.appNameLimit {
      notes.append(
        "the app name \"\(fullName)\" is cut to \"\(appName)\": an App Store app name is at most "
          + "\(Self.appNameLimit) characters (set it with --name)")
    }
    let settings = StoreSettings(
      environment: .sandbox, defaultStorefront: storefront.id, defaultLanguage: languages.defaultLanguage,
      timeRate: settingsMap.timeRate, askToBuy: settingsMap.askToBuy,
      interruptedPurchases: settingsMap.interruptedPurchases,
      billingRetryOnRenewal: settingsMap.billingRetry, gracePeriodDays: settingsMap.gracePeriodDays,
      failures: settingsMap.failures)
    let app = AppInfo(
      bundleID: options.bundleID ?? EntitlementNaming.bundleID(from: baseName),
      name: appName.isEmpty ? "Imported" : appName,
      appAppleID: options.appAppleID ?? settingsMap.applicationID ?? 0)
    let paywall = ImportedPaywall.make(
      products: products, groups: groups, language: languages.defaultLanguage, appName: app.name, policies: policies,
      notes: &notes)
    return Catalog(
      app: app, languages: languages.all, settings: settings, storefronts: [storefront], entitlements: entitlements,
      products: products, subscriptionGroups: groups, paywalls: [paywall])
  }

  /// The App Store's limit on an app name's length, in characters (the catalog's too).
  static let appNameLimit = 30

  /// Whether `root` is a storefront catalog rather than a `.storekit` file: it names an app and
  /// storefronts or paywalls, which a `.storekit` file never has, and no `.storekit` identifier.
  static func looksLikeCatalog(_ root: JSONNode) -> Bool {
    guard root.kind == .object else { return false }
    let keys = Set(root.members.map(\.key))
    return keys.contains("app") && !keys.contains("identifier")
      && (keys.contains("storefronts") || keys.contains("paywalls"))
  }

  /// A readable app name from a file name: at most 30 characters, no trailing punctuation.
  static func defaultAppName(_ baseName: String) -> String {
    var name = String(baseName.prefix(appNameLimit))
    while let last = name.last, !last.isLetter && !last.isNumber { name.removeLast() }
    return name
  }

  /// Accepts every schema from 1.0 (a missing version is read as 1.0, the oldest); a version newer
  /// than the importer knows is read by what it contains, with a note.
  mutating func checkVersion(_ top: ObjectReader) -> Bool {
    guard let versionNode = top.optional("version") else { return true }
    guard let version = ObjectReader(versionNode, path: top.path("version"), log: log) else { return false }
    let major = version.integer("major", required: true, in: 0...1000)
    let minor = version.integer("minor", in: 0...1000) ?? 0
    guard let major else { return false }
    let value = (Int(major), Int(minor))
    let oldest = StoreKitImporter.oldestVersion
    let newest = StoreKitImporter.newestVersion
    if value < oldest {
      log.report(
        "unsupported .storekit schema version \(major).\(minor); this importer reads \(oldest.0).\(oldest.1) and newer",
        at: versionNode, path: top.path("version"))
      return false
    }
    if value > newest {
      notes.append(
        "schema \(major).\(minor) is newer than the newest this importer knows (\(newest.0).\(newest.1)); "
          + "it is read by what it contains, and notes name what could not be mapped")
    }
    return true
  }

  /// The top-level keys the importer maps (or deliberately leaves, as Xcode's own bookkeeping).
  static let knownTopLevelKeys: Set<String> = [
    "identifier", "nonRenewingSubscriptions", "products", "settings", "subscriptionGroups", "version", "appPolicies",
  ]

  /// A note for each top-level key of the file the importer does not map: subscription bundle and
  /// suite groups (schema 6), or anything newer; empty ones are passed over.
  mutating func noteUnmappedKeys(_ root: JSONNode) {
    for member in root.members where !Self.knownTopLevelKeys.contains(member.key) {
      let value = member.node
      if value.kind == .array && value.memberCount == 0 { continue }
      if value.kind == .object && value.memberCount == 0 { continue }
      notes.append("\"\(member.key)\" is not imported: the catalog has nothing it maps to")
    }
  }

  /// The storefront for a `.storekit` `_storefront` code, with CLDR currency and locale.
  mutating func importStorefront(_ code: String, at node: JSONNode) -> StorefrontInfo? {
    guard let alpha2 = StandardCodes.alpha2ByAlpha3[code], let appleID = AppleStorefrontIDs.id(forAlpha2: alpha2),
      let currency = StandardCodes.currency(ofCountry: code), let locale = StandardCodes.likelyLocale(ofCountry: code)
    else {
      log.report(
        "storefront \(MessageText.quoted(code)) is not one the importer knows an Apple storefront id for", at: node,
        path: JSONPath.root.appending("settings").appending("_storefront"))
      return nil
    }
    return StorefrontInfo(
      id: code, appleID: appleID, currency: currency, minorDigits: StandardCodes.minorDigits(of: currency),
      priceLocale: LanguageTag(locale))
  }
}

/// `appPolicies` of schema 4.0+: the EULA and the privacy policy URL per locale.
struct AppPolicies {
  var eula: String?
  var privacyURLs: [(locale: String, url: String)]

  static func read(_ node: JSONNode, path: JSONPath, log: DiagnosticLog) -> AppPolicies? {
    guard let object = ObjectReader(node, path: path, log: log) else { return nil }
    var policies = AppPolicies(eula: object.string("eula"), privacyURLs: [])
    for (index, element) in (object.array("policies") ?? []).enumerated() {
      guard let policy = ObjectReader(element, path: path.appending("policies").appending(index), log: log) else {
        continue
      }
      if let locale = policy.string("locale"), let url = policy.string("policyURL") {
        policies.privacyURLs.append((locale, url))
      }
    }
    return policies
  }
}
