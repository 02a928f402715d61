internal import StrictJSON
extension CatalogDecoder {
  /// Reads the `paywalls` array; needs every product read first.
  func decodePaywalls(_ node: JSONNode, path: JSONPath) -> [Paywall] {
    guard let elements = Values.array(node, path: path, log: log) else { return [] }
    if elements.isEmpty { log.report("list at least one paywall", at: node, path: path) }
    var result: [Paywall] = []
    var idOffsets: [String: Int] = [:]
    for (index, element) in elements.enumerated() {
      let paywallPath = path.appending(index)
      guard let object = ObjectReader(element, path: paywallPath, log: log) else { continue }
      defer { object.finish() }
      var ok = true
      var id: String?
      if let idNode = object.required("id"), let text = Values.string(idNode, path: object.path("id"), log: log) {
        if let problem = IdentifierRules.nameProblem(text) {
          log.report(problem, at: idNode, path: object.path("id"))
        } else if let first = idOffsets[text] {
          log.report(
            "duplicate paywall \(MessageText.quoted(text))", at: idNode, path: object.path("id"), related: first)
        } else {
          idOffsets[text] = idNode.offset
          id = text
        }
      }
      let plansNode = object.required("plans")
      let plans = plansNode.flatMap { decodePlans($0, path: object.path("plans")) }
      // Every product id the list names, valid or not, so that later checks do not repeat its errors.
      var mentioned: [String] = []
      if let plansNode { mentioned = plansNode.elements.compactMap(\.string) }
      let types = Set(mentioned.compactMap { productTypes[$0] })
      var highlighted: String?
      if let highlightedNode = object.optional("highlightedPlan"),
        let text = Values.string(highlightedNode, path: object.path("highlightedPlan"), log: log)
      {
        if !mentioned.contains(text) {
          log.report(
            "highlighted plan \(MessageText.quoted(text)) is not one of this paywall's plans", at: highlightedNode,
            path: object.path("highlightedPlan"))
          ok = false
        } else {
          highlighted = text
        }
      }
      let terms = decodeURL(object, "termsOfUseURL", ok: &ok)
      let privacy = decodeURL(object, "privacyPolicyURL", ok: &ok)
      let copy = object.required("localizations").flatMap {
        decodeLocalized($0, path: object.path("localizations"), what: "paywall copy") { node, path in
          self.decodeCopy(
            node, path: path(), needsSubscribe: types.contains(.autoRenewable),
            needsBuy: types.contains { $0 != .autoRenewable })
        }
      }
      var presentation = PaywallPresentation()
      if let presentationNode = object.optional("presentation") {
        if let decoded = decodePresentation(presentationNode, path: object.path("presentation"), plans: mentioned) {
          presentation = decoded
        } else {
          ok = false
        }
      }
      guard ok, let id, let plans, let copy else { continue }
      result.append(
        Paywall(
          id: id, plans: plans, highlightedPlan: highlighted, termsOfUseURL: terms, privacyPolicyURL: privacy,
          copy: copy,
          presentation: presentation))
    }
    return result
  }

  func decodeURL(_ object: ObjectReader, _ key: StaticString, ok: inout Bool) -> String? {
    guard let node = object.optional(key), let text = Values.string(node, path: object.path(key), log: log) else {
      return nil
    }
    if let problem = URLRules.problem(in: text) {
      log.report(problem, at: node, path: object.path(key))
      ok = false
      return nil
    }
    return text
  }

  func decodePlans(_ node: JSONNode, path: JSONPath) -> [String]? {
    if node.kind == .array && node.memberCount == 0 {
      log.report("a paywall needs at least one plan", at: node, path: path)
      return nil
    }
    return decodeReferences(
      node, path: path, noun: "product", isKnown: { self.productOffsets[$0] != nil },
      candidates: { self.productIDs }, candidateCount: productIDs.count)
  }

  /// Reads one language's copy. Whether the copy meets App Review rules (a disclosure for
  /// auto-renewable plans, honest trial labels) is for `storefront lint`, not the reader.
  /// The `subscribe` label is required when the paywall shows an auto-renewable plan, `buy`
  /// when it shows any other plan.
  func decodeCopy(_ node: JSONNode, path: JSONPath, needsSubscribe: Bool, needsBuy: Bool) -> PaywallCopy? {
    guard let object = ObjectReader(node, path: path, log: log) else { return nil }
    defer { object.finish() }
    let title = object.text("title", required: true, maxLength: 60)
    let subtitle = object.optional("subtitle").flatMap {
      Values.text($0, path: object.path("subtitle"), log: log, maxLength: 120)
    }
    var benefits: [String]? = []
    if let elements = object.array("benefits", required: true) {
      for (index, element) in elements.enumerated() {
        if let text = Values.text(element, path: object.path("benefits").appending(index), log: log, maxLength: 80) {
          benefits?.append(text)
        } else {
          benefits = nil
        }
      }
    } else {
      benefits = nil
    }
    let labels = object.required("labels").flatMap {
      decodeLabels($0, path: object.path("labels"), needsSubscribe: needsSubscribe, needsBuy: needsBuy)
    }
    var disclosure: String?
    if let disclosureNode = object.optional("autoRenewDisclosure") {
      disclosure = Values.text(disclosureNode, path: object.path("autoRenewDisclosure"), log: log, maxLength: 600)
      if disclosure == nil { return nil }
    }
    guard let title, let benefits, let labels else { return nil }
    if object.has("subtitle") && subtitle == nil { return nil }
    return PaywallCopy(
      title: title, subtitle: subtitle, benefits: benefits, labels: labels, autoRenewDisclosure: disclosure)
  }

  func decodeLabels(_ node: JSONNode, path: JSONPath, needsSubscribe: Bool, needsBuy: Bool) -> PaywallLabels? {
    guard let object = ObjectReader(node, path: path, log: log) else { return nil }
    defer { object.finish() }
    let subscribe = object.text("subscribe", required: needsSubscribe, maxLength: 30)
    let trial = object.text("startFreeTrial", maxLength: 30)
    let buy = object.text("buy", required: needsBuy, maxLength: 30)
    let restore = object.text("restore", required: true, maxLength: 30)
    let close = object.text("close", required: true, maxLength: 30)
    let terms = object.text("termsOfUse", required: true, maxLength: 30)
    let privacy = object.text("privacyPolicy", required: true, maxLength: 30)
    guard let restore, let close, let terms, let privacy else { return nil }
    if (object.has("startFreeTrial") && trial == nil) || (object.has("subscribe") && subscribe == nil)
      || (object.has("buy") && buy == nil) || (needsSubscribe && subscribe == nil) || (needsBuy && buy == nil)
    {
      return nil
    }
    return PaywallLabels(
      subscribe: subscribe, startFreeTrial: trial, buy: buy, restore: restore, close: close, termsOfUse: terms,
      privacyPolicy: privacy)
  }

  /// Reads `presentation`; returns nil after reporting a problem.
  func decodePresentation(_ node: JSONNode, path: JSONPath, plans: [String]) -> PaywallPresentation? {
    guard let object = ObjectReader(node, path: path, log: log) else { return nil }
    defer { object.finish() }
    var result = PaywallPresentation()
    var ok = true
    func choose<Choice>(_ key: StaticString, _ choices: [(String, Choice)], into target: inout Choice) {
      guard let value = object.optional(key) else { return }
      if let choice = Values.choice(value, path: object.path(key), log: log, from: choices) {
        target = choice
      } else {
        ok = false
      }
    }
    choose("emphasis", PaywallPresentation.Emphasis.allCases.map { ($0.rawValue, $0) }, into: &result.emphasis)
    choose(
      "derivedPriceRounding", PaywallPresentation.Rounding.allCases.map { ($0.rawValue, $0) },
      into: &result.derivedPriceRounding)
    choose(
      "trialVisibility", PaywallPresentation.TrialVisibility.allCases.map { ($0.rawValue, $0) },
      into: &result.trialVisibility)
    result.trialToggle = object.bool("trialToggle", default: false)
    result.showsRestoreButton = object.bool("showRestoreButton", default: true)
    if let delay = object.optional("closeButtonDelaySeconds") {
      if let value = Values.integer(delay, path: object.path("closeButtonDelaySeconds"), log: log, in: 0...60) {
        result.closeButtonDelaySeconds = Int(value)
      } else {
        ok = false
      }
    }
    if let claimsNode = object.optional("claimedSavings"),
      let members = Values.members(claimsNode, path: object.path("claimedSavings"), log: log)
    {
      let planSet = Set(plans)
      for member in members {
        let memberPath = object.path("claimedSavings").appending(member.key)
        guard planSet.contains(member.key) else {
          log.report(
            "\(MessageText.quoted(member.key)) is not one of this paywall's plans", offset: member.keyOffset,
            path: memberPath)
          ok = false
          continue
        }
        if let percent = Values.integer(member.node, path: memberPath, log: log, in: 1...99) {
          result.claimedSavings[member.key] = Int(percent)
        } else {
          ok = false
        }
      }
    }
    if let links = object.array("extraLinks") {
      for (index, element) in links.enumerated() {
        if let link = decodeLink(element, path: object.path("extraLinks").appending(index)) {
          result.extraLinks.append(link)
        } else {
          ok = false
        }
      }
    }
    return ok ? result : nil
  }

  func decodeLink(_ node: JSONNode, path: JSONPath) -> PaywallLink? {
    guard let object = ObjectReader(node, path: path, log: log) else { return nil }
    defer { object.finish() }
    var ok = true
    let url = decodeURL(object, "url", ok: &ok)
    if !object.has("url") {
      log.report("missing required key \"url\"", at: node, path: path)
    }
    let labels = object.required("labels").flatMap {
      decodeLocalized($0, path: object.path("labels"), what: "link label") { node, path in
        Values.text(node, path: path(), log: self.log, maxLength: 40)
      }
    }
    guard ok, let url, let labels else { return nil }
    return PaywallLink(labels: labels, url: url)
  }
}
