internal import StrictJSON
extension CatalogDecoder {
  /// Reads `settings`; every key is optional. Needs languages and storefronts already read.
  func decodeSettings(_ node: JSONNode?, path: JSONPath, parent: JSONNode) -> StoreSettings? {
    guard let node else {
      defaultStorefront = storefronts.first?.id
      defaultLanguage = languages.first
      guard let storefront = defaultStorefront, let language = defaultLanguage else { return nil }
      return StoreSettings(defaultStorefront: storefront, defaultLanguage: language)
    }
    guard let object = ObjectReader(node, path: path, log: log) else { return nil }
    defer { object.finish() }
    var ok = true

    var environment = StoreEnvironment.sandbox
    if let value = object.optional("environment") {
      environmentNode = value
      let choices = StoreEnvironment.allCases.map { ($0.rawValue, $0) }
      if let choice = Values.choice(value, path: object.path("environment"), log: log, from: choices) {
        environment = choice
      } else {
        ok = false
      }
    }

    var storefront = storefronts.first?.id
    if let value = object.optional("defaultStorefront"),
      let text = Values.string(value, path: object.path("defaultStorefront"), log: log)
    {
      if storefrontsByID[text] != nil {
        storefront = text
      } else {
        let message = NearestKey.message(
          "default storefront \(MessageText.quoted(text)) is not declared in \"storefronts\"", for: text,
          among: storefronts.map(\.id))
        log.report(message, at: value, path: object.path("defaultStorefront"))
        storefront = nil
        ok = false
      }
    }
    defaultStorefront = storefront

    var language = languages.first
    if let value = object.optional("defaultLanguage"),
      let text = Values.string(value, path: object.path("defaultLanguage"), log: log)
    {
      if languageSet.contains(LanguageTag(text)) {
        language = LanguageTag(text)
      } else {
        let message = NearestKey.message(
          "default language \(MessageText.quoted(text)) is not listed in \"languages\"", for: text,
          among: languages.map(\.identifier))
        log.report(message, at: value, path: object.path("defaultLanguage"))
        language = nil
        ok = false
      }
    }
    defaultLanguage = language

    var timeRate = TimeRate.realTime
    if let value = object.optional("timeRate") {
      let choices = TimeRate.allCases.map { ($0.name, $0) }
      if let choice = Values.choice(value, path: object.path("timeRate"), log: log, from: choices) {
        timeRate = choice
      } else {
        ok = false
      }
    }

    let askToBuy = object.bool("askToBuy", default: false)
    let interrupted = object.bool("interruptedPurchases", default: false)
    let billingRetry = object.bool("billingRetryOnRenewal", default: false)
    var graceDays: Int64 = 0
    if let value = object.optional("gracePeriodDays") {
      if let days = Values.integer(value, path: object.path("gracePeriodDays"), log: log, in: 0...Int64(Int32.max)) {
        if StoreSettings.allowedGracePeriodDays.contains(days) {
          graceDays = days
        } else {
          log.report(
            "grace period of \(days) days is not offered; use 0 (off), 3, 16 or 28", at: value,
            path: object.path("gracePeriodDays"))
          ok = false
        }
      } else {
        ok = false
      }
    }

    var eligibility = StoreSettings.IntroOfferEligibility.oncePerGroup
    if let value = object.optional("introOfferEligibility") {
      let choices = StoreSettings.IntroOfferEligibility.allCases.map { ($0.rawValue, $0) }
      if let choice = Values.choice(value, path: object.path("introOfferEligibility"), log: log, from: choices) {
        eligibility = choice
      } else {
        ok = false
      }
    }

    var failures = FailureInjection()
    if let value = object.optional("failures") {
      if let decoded = decodeFailures(value, path: object.path("failures")) { failures = decoded } else { ok = false }
    }

    var devices: [String] = []
    if let value = object.optional("devices") {
      if let decoded = decodeDevices(value, path: object.path("devices")) { devices = decoded } else { ok = false }
    }

    guard ok, let storefront, let language else { return nil }
    return StoreSettings(
      environment: environment, defaultStorefront: storefront, defaultLanguage: language, timeRate: timeRate,
      askToBuy: askToBuy, interruptedPurchases: interrupted, billingRetryOnRenewal: billingRetry,
      gracePeriodDays: Int(graceDays), introOfferEligibility: eligibility, failures: failures, devices: devices)
  }

  /// The most devices `settings.devices` may suggest.
  static let deviceLimit = 16

  /// Reads `settings.devices`: up to ``deviceLimit`` distinct names that `DeviceNameRule` allows.
  func decodeDevices(_ node: JSONNode, path: JSONPath) -> [String]? {
    guard let elements = Values.array(node, path: path, log: log) else { return nil }
    guard elements.count <= Self.deviceLimit else {
      log.report("\(elements.count) devices; list at most \(Self.deviceLimit)", at: node, path: path)
      return nil
    }
    var names: [String] = []
    var ok = true
    for (index, element) in elements.enumerated() {
      guard let name = Values.string(element, path: path.appending(index), log: log) else {
        ok = false
        continue
      }
      if let problem = DeviceNameRule.problem(name) {
        log.report(problem, at: element, path: path.appending(index))
        ok = false
      } else if names.contains(name) {
        log.report("device \(MessageText.quoted(name)) is listed twice", at: element, path: path.appending(index))
        ok = false
      } else {
        names.append(name)
      }
    }
    return ok ? names : nil
  }

  /// Reads `{ "<api>": "<error>" | null }`.
  func decodeFailures(_ node: JSONNode, path: JSONPath) -> FailureInjection? {
    guard let members = Values.members(node, path: path, log: log) else { return nil }
    var errors: [FailureInjection.API: StoreErrorCode] = [:]
    var ok = true
    let apiNames = FailureInjection.API.allCases.map(\.rawValue)
    for member in members {
      let memberPath = path.appending(member.key)
      guard let api = FailureInjection.API(rawValue: member.key) else {
        log.report(
          NearestKey.message(
            "unknown store API \(MessageText.quoted(member.key))", for: member.key, among: apiNames,
            otherwise: "; expected one of: " + apiNames.joined(separator: ", ")),
          offset: member.keyOffset, path: memberPath)
        ok = false
        continue
      }
      if member.node.isNull { continue }
      let choices = api.allowedErrors.map { ($0.rawValue, $0) }
      if let error = Values.choice(member.node, path: memberPath, log: log, from: choices) {
        errors[api] = error
      } else {
        ok = false
      }
    }
    return ok ? FailureInjection(errors) : nil
  }

  /// Reads `entitlements`: `{ "<id>": { "names": { "<language>": "Name" } } }`.
  func decodeEntitlements(_ node: JSONNode, path: JSONPath) -> [Entitlement] {
    guard let members = Values.members(node, path: path, log: log) else { return [] }
    var result: [Entitlement] = []
    for member in members {
      let memberPath = path.appending(member.key)
      if let problem = IdentifierRules.nameProblem(member.key) {
        log.report(problem, offset: member.keyOffset, path: memberPath)
        continue
      }
      entitlementIDs.append(member.key)
      entitlementIDSet.insert(member.key)
      guard let object = ObjectReader(member.node, path: memberPath, log: log) else { continue }
      defer { object.finish() }
      guard let namesNode = object.required("names"),
        let names = decodeLocalized(
          namesNode, path: object.path("names"), what: "name",
          body: { node, path in
            Values.text(node, path: path(), log: self.log, maxLength: 35)
          })
      else { continue }
      result.append(Entitlement(id: member.key, names: names))
    }
    return result
  }
}
