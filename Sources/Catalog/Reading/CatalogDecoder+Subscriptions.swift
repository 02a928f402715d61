internal import StrictJSON
extension CatalogDecoder {
  /// Reads `subscriptionGroups`; returns the groups and their subscriptions as products.
  func decodeGroups(_ node: JSONNode, path: JSONPath) -> ([SubscriptionGroup], [Product]) {
    guard let elements = Values.array(node, path: path, log: log) else { return ([], []) }
    var groups: [SubscriptionGroup] = []
    var products: [Product] = []
    var groupOffsets: [String: Int] = [:]
    for (index, element) in elements.enumerated() {
      let groupPath = path.appending(index)
      guard let object = ObjectReader(element, path: groupPath, log: log) else { continue }
      defer { object.finish() }
      var id: String?
      if let idNode = object.required("id"), let text = Values.string(idNode, path: object.path("id"), log: log) {
        if let problem = IdentifierRules.productIDProblem(text) {
          log.report(problem, at: idNode, path: object.path("id"))
        } else if let first = groupOffsets[text] {
          log.report(
            "duplicate subscription group id \(MessageText.quoted(text))", at: idNode, path: object.path("id"),
            related: first)
        } else {
          groupOffsets[text] = idNode.offset
          id = text
        }
      }
      let referenceName = object.text("referenceName", required: true, maxLength: 64)
      let names = object.required("names").flatMap {
        decodeLocalized($0, path: object.path("names"), what: "group name") { node, path in
          Values.text(node, path: path(), log: self.log, maxLength: 75)
        }
      }
      let entitlementsNode = object.optional("entitlements")
      let entitlements = entitlementsNode.map { decodeEntitlementRefs($0, path: object.path("entitlements")) } ?? []
      guard let subscriptionsNode = object.required("subscriptions"),
        let subscriptionNodes = Values.array(subscriptionsNode, path: object.path("subscriptions"), log: log)
      else { continue }
      if subscriptionNodes.isEmpty {
        log.report(
          "a subscription group needs at least one subscription", at: subscriptionsNode,
          path: object.path("subscriptions"))
      }
      var subscriptionIDs: [String] = []
      let entitlementSet = Set(entitlements ?? [])
      for (subIndex, subNode) in subscriptionNodes.enumerated() {
        let subPath = object.path("subscriptions").appending(subIndex)
        guard
          let product = decodeSubscription(
            subNode, path: subPath, groupID: id ?? "", groupEntitlements: entitlements,
            groupEntitlementSet: entitlementSet)
        else { continue }
        subscriptionIDs.append(product.id)
        productTypes[product.id] = .autoRenewable
        products.append(product)
      }
      guard let id, let referenceName, let names, let entitlements, subscriptionIDs.count == subscriptionNodes.count
      else { continue }
      groups.append(
        SubscriptionGroup(
          id: id, referenceName: referenceName, names: names, entitlements: entitlements,
          subscriptionIDs: subscriptionIDs))
    }
    return (groups, products)
  }

  /// Reads one subscription; `groupEntitlements` is nil when the group's list was invalid, and
  /// `groupEntitlementSet` holds the same ids, made once for the group.
  func decodeSubscription(
    _ node: JSONNode, path: JSONPath, groupID: String, groupEntitlements: [String]?,
    groupEntitlementSet: Set<String>
  ) -> Product? {
    guard let object = ObjectReader(node, path: path, log: log) else { return nil }
    defer { object.finish() }
    let id = object.required("id").flatMap { claimProductID($0, path: object.path("id")) }
    let referenceName = object.text("referenceName", required: true, maxLength: 64)
    let familyShareable = object.bool("familyShareable", default: false)
    let level = object.integer("level", required: true, in: 1...100)
    let period = object.required("period").flatMap {
      decodePeriod($0, path: object.path("period"), allowed: Period.subscriptionPeriods, what: "billing period")
    }
    let prices = object.required("prices").flatMap { decodePrices($0, path: object.path("prices")) }
    let localizations = object.required("localizations").flatMap {
      decodeProductLocalizations($0, path: object.path("localizations"))
    }
    var ok = true
    var entitlements = groupEntitlements ?? []
    if let extraNode = object.optional("entitlements") {
      if let extra = decodeEntitlementRefs(extraNode, path: object.path("entitlements")) {
        entitlements += extra.filter { !groupEntitlementSet.contains($0) }
      } else {
        ok = false
      }
    }
    if entitlements.isEmpty, ok, groupEntitlements != nil {
      log.report(
        "this subscription unlocks nothing; give it or its group \"entitlements\"", at: node, path: path)
      ok = false
    }
    var intro: SubscriptionOffer?
    if let introNode = object.optional("introductoryOffer"), !introNode.isNull {
      intro = decodeOffer(introNode, path: object.path("introductoryOffer"), kind: .introductory, billingPeriod: period)
      if intro == nil { ok = false }
    }
    var offerLists: [[SubscriptionOffer]] = []
    var ids: [String: Int] = [:]
    for kind in [OfferKind.promotional, .offerCode, .winBack] {
      var offers: [SubscriptionOffer] = []
      if let elements = object.array(kind.key) {
        for (index, element) in elements.enumerated() {
          let offerPath = object.path(kind.key).appending(index)
          guard let offer = decodeOffer(element, path: offerPath, kind: kind, billingPeriod: period) else {
            ok = false
            continue
          }
          if let offerID = offer.id {
            let idNode = element.members.first { $0.key == "id" }?.node ?? element
            if let first = ids[offerID] {
              log.report(
                "duplicate offer id \(MessageText.quoted(offerID))", at: idNode, path: offerPath.appending("id"),
                related: first)
              ok = false
              continue
            }
            ids[offerID] = idNode.offset
          }
          offers.append(offer)
        }
      }
      offerLists.append(offers)
    }
    var commitment: CommitmentPlan?
    if let planNode = object.optional("monthlyCommitment") {
      commitment = decodeCommitmentPlan(planNode, path: object.path("monthlyCommitment"), period: period)
      if commitment == nil { ok = false }
    }
    guard ok, let id, let referenceName, let level, let period, let prices, let localizations else { return nil }
    let terms = SubscriptionTerms(
      groupID: groupID, level: Int(level), period: period, introductoryOffer: intro, promotionalOffers: offerLists[0],
      offerCodes: offerLists[1], winBackOffers: offerLists[2], commitmentPlan: commitment)
    return Product(
      id: id, type: .autoRenewable, referenceName: referenceName, familyShareable: familyShareable, prices: prices,
      localizations: localizations, entitlements: entitlements, subscription: terms)
  }
}

/// The four places a subscription offer can be declared.
enum OfferKind {
  case introductory
  case promotional
  case offerCode
  case winBack

  /// The catalog key holding offers of this kind.
  var key: StaticString {
    switch self {
    case .introductory: "introductoryOffer"
    case .promotional: "promotionalOffers"
    case .offerCode: "offerCodes"
    case .winBack: "winBackOffers"
    }
  }
}

extension CatalogDecoder {
  static let paymentModeChoices: [(String, SubscriptionOffer.PaymentMode)] =
    SubscriptionOffer.PaymentMode.allCases.map { ($0.rawValue, $0) }

  /// Reads one offer object.
  func decodeOffer(_ node: JSONNode, path: JSONPath, kind: OfferKind, billingPeriod: Period?) -> SubscriptionOffer? {
    guard let object = ObjectReader(node, path: path, log: log) else { return nil }
    defer { object.finish() }
    var ok = true
    var id: String?
    if kind == .introductory {
      if let idNode = object.consume("id") {
        log.report("an introductory offer has no id", at: idNode, path: object.path("id"))
        ok = false
      }
    } else if let idNode = object.required("id"), let text = Values.string(idNode, path: object.path("id"), log: log) {
      if let problem = IdentifierRules.productIDProblem(text) {
        log.report(problem, at: idNode, path: object.path("id"))
        ok = false
      } else {
        id = text
      }
    } else {
      ok = false
    }
    let referenceName = object.optional("referenceName").flatMap {
      Values.text($0, path: object.path("referenceName"), log: log, maxLength: 64)
    }
    let modeNode = object.required("paymentMode")
    let mode = modeNode.flatMap {
      Values.choice($0, path: object.path("paymentMode"), log: log, from: Self.paymentModeChoices)
    }
    let periodNode = object.required("period")
    let period = periodNode.flatMap {
      decodePeriod($0, path: object.path("period"), allowed: Period.offerPeriods, what: "offer period")
    }
    let periodsNode = object.optional("periods")
    let periods = periodsNode.flatMap { Values.integer($0, path: object.path("periods"), log: log, in: 1...12) } ?? 1
    let pricesNode = object.optional("prices")
    var prices: [String: Price] = [:]
    var eligibility: [SubscriptionOffer.Eligibility] = []
    if let eligibilityNode = kind == .offerCode ? object.optional("eligibility") : object.consume("eligibility") {
      if kind != .offerCode {
        log.report("only offer codes have an eligibility list", at: eligibilityNode, path: object.path("eligibility"))
        ok = false
      } else if let elements = Values.array(eligibilityNode, path: object.path("eligibility"), log: log) {
        let choices = SubscriptionOffer.Eligibility.allCases.map { ($0.rawValue, $0) }
        for (index, element) in elements.enumerated() {
          let elementPath = object.path("eligibility").appending(index)
          if let choice = Values.choice(element, path: elementPath, log: log, from: choices) {
            if eligibility.contains(choice) {
              log.report("\"\(choice.rawValue)\" is listed twice", at: element, path: elementPath)
              ok = false
            } else {
              eligibility.append(choice)
            }
          } else {
            ok = false
          }
        }
      }
    }
    var isStackable = false
    if let stackableNode = kind == .offerCode ? object.optional("stackable") : object.consume("stackable") {
      if kind != .offerCode {
        log.report(
          "only offer codes stack with an introductory offer", at: stackableNode, path: object.path("stackable"))
        ok = false
      } else if let value = Values.bool(stackableNode, path: object.path("stackable"), log: log) {
        isStackable = value
      } else {
        ok = false
      }
    }
    var winBack: WinBackRules?
    if kind == .winBack {
      if let rules = decodeWinBackRules(object) { winBack = rules } else { ok = false }
    } else {
      for key: StaticString in ["paidMonths", "monthsSinceLastSubscribed", "waitMonths"] {
        if let node = object.consume(key) {
          log.report("only win-back offers have \"\(key)\"", at: node, path: object.path(key))
          ok = false
        }
      }
    }
    guard let mode, let period else { return nil }
    switch mode {
    case .freeTrial:
      if let pricesNode {
        log.report("a free trial has no prices", at: pricesNode, path: object.path("prices"))
        ok = false
      }
    case .payAsYouGo, .payUpFront:
      if let pricesNode {
        if let decoded = decodePrices(pricesNode, path: object.path("prices")) { prices = decoded } else { ok = false }
      } else {
        log.report("missing required key \"prices\" (the offer price per storefront)", at: node, path: path)
        ok = false
      }
    }
    if mode != .payAsYouGo, periods > 1, let periodsNode {
      log.report(
        "only a pay-as-you-go offer has more than one period; give a \(mode.rawValue) offer its whole length as \"period\"",
        at: periodsNode, path: object.path("periods"))
      ok = false
    }
    if mode == .payAsYouGo, let billingPeriod, period != billingPeriod, let periodNode {
      log.report(
        "a pay-as-you-go offer is billed every subscription period; its period must be \"\(billingPeriod)\", not \"\(period)\"",
        at: periodNode, path: object.path("period"))
      ok = false
    }
    guard ok else { return nil }
    return SubscriptionOffer(
      id: id, referenceName: referenceName, paymentMode: mode, period: period, periods: Int(periods), prices: prices,
      eligibility: eligibility, isStackable: isStackable, winBack: winBack)
  }
}

extension CatalogDecoder {
  /// A win-back offer's eligibility keys (`paidMonths`, `monthsSinceLastSubscribed`, `waitMonths`),
  /// each defaulting to ``WinBackRules/standard``; nil after reporting a bad one.
  func decodeWinBackRules(_ object: ObjectReader) -> WinBackRules? {
    var rules = WinBackRules.standard
    var ok = true
    if let node = object.optional("paidMonths") {
      if let months = Values.integer(node, path: object.path("paidMonths"), log: log, in: 1...60) {
        if WinBackRules.paidMonthChoices.contains(Int(months)) {
          rules.paidMonths = Int(months)
        } else {
          log.report("paid months are 1 to 24, 36, 48 or 60, not \(months)", at: node, path: object.path("paidMonths"))
          ok = false
        }
      } else {
        ok = false
      }
    }
    if let node = object.optional("monthsSinceLastSubscribed") {
      let path = object.path("monthsSinceLastSubscribed")
      if let range = ObjectReader(node, path: path, log: log) {
        let minimum = range.integer("minimum", in: 0...24) ?? Int64(rules.monthsSinceLastSubscribed.lowerBound)
        let maximum = range.integer("maximum", in: 1...24) ?? Int64(rules.monthsSinceLastSubscribed.upperBound)
        range.finish()
        if minimum > maximum {
          log.report("the minimum (\(minimum)) is above the maximum (\(maximum))", at: node, path: path)
          ok = false
        } else {
          rules.monthsSinceLastSubscribed = Int(minimum)...Int(maximum)
        }
      } else {
        ok = false
      }
    }
    if let node = object.optional("waitMonths") {
      if let months = Values.integer(node, path: object.path("waitMonths"), log: log, in: 1...24) {
        rules.waitMonths = Int(months)
      } else {
        ok = false
      }
    }
    return ok ? rules : nil
  }
}

extension CatalogDecoder {
  /// Reads `monthlyCommitment`: `{ "prices": { "<storefront>": "5.99", ... } }`, the monthly price of
  /// a one-year subscription's 12-month commitment plan where it is sold (never in the United States
  /// or Singapore, where Apple sells none).
  func decodeCommitmentPlan(_ node: JSONNode, path: JSONPath, period: Period?) -> CommitmentPlan? {
    guard let object = ObjectReader(node, path: path, log: log) else { return nil }
    defer { object.finish() }
    guard let pricesNode = object.required("prices"),
      let prices = decodePricesReportingProblems(pricesNode, path: object.path("prices"), requiringDefault: false)
    else { return nil }
    var ok = true
    if let period, period != Period(1, .year) {
      log.report(
        "a monthly plan with a 12-month commitment belongs to a one-year subscription; this one renews every \(period)",
        at: node, path: path)
      ok = false
    }
    if prices.isEmpty {
      log.report("give the monthly price in at least one storefront", at: pricesNode, path: object.path("prices"))
      ok = false
    }
    for member in pricesNode.members {
      if CommitmentPlan.unsoldStorefronts.contains(member.key) {
        log.report(
          "Apple sells no 12-month commitment plan in \(member.key) (none in the United States or Singapore)",
          offset: member.keyOffset, path: object.path("prices").appending(member.key))
        ok = false
      } else if let price = prices[member.key], price.milliunits <= 0 {
        log.report(
          "a monthly payment must cost something", at: member.node, path: object.path("prices").appending(member.key))
        ok = false
      }
    }
    return ok ? CommitmentPlan(monthlyPrices: prices) : nil
  }
}
