internal import StrictJSON
/// A `.storekit` subscription group and its subscriptions.
struct StoreKitGroup {
  var id: String
  var name: String
  var subscriptions: [StoreKitSubscription]

  static func read(_ node: JSONNode, path: JSONPath, log: DiagnosticLog) -> StoreKitGroup? {
    guard let object = ObjectReader(node, path: path, log: log) else { return nil }
    let idNode = object.required("id")
    let id = idNode.flatMap { Values.string($0, path: object.path("id"), log: log) }
    if let id, let idNode, let problem = IdentifierRules.productIDProblem(id) {
      log.report(problem, at: idNode, path: object.path("id"))
      return nil
    }
    let name = object.string("name")
    var subscriptions: [StoreKitSubscription] = []
    for (index, element) in (object.array("subscriptions") ?? []).enumerated() {
      if let subscription = StoreKitSubscription.read(
        element, path: object.path("subscriptions").appending(index), log: log)
      {
        subscriptions.append(subscription)
      }
    }
    guard let id else { return nil }
    let groupName = name.flatMap { TextRules.problem(in: $0, maxLength: 64) == nil ? $0 : nil } ?? id
    return StoreKitGroup(id: id, name: groupName, subscriptions: subscriptions)
  }
}

/// A `.storekit` auto-renewable subscription: a product plus level, period and offers.
struct StoreKitSubscription {
  var product: StoreKitProduct
  var level: Int
  var period: Period
  var introductoryOffer: StoreKitOffer?
  var promotionalOffers: [StoreKitOffer]
  var offerCodes: [StoreKitOffer]
  var winBackOffers: [StoreKitOffer]
  /// The enabled MONTHLY billing plan's monthly price (schema 5.0 `billingPlans`), if the file has one.
  var monthlyPlanPrice: Price?

  static func read(_ node: JSONNode, path: JSONPath, log: DiagnosticLog) -> StoreKitSubscription? {
    guard let product = StoreKitProduct.read(node, path: path, log: log),
      let object = ObjectReader(node, path: path, log: log)
    else { return nil }
    let level = object.integer("groupNumber", required: true, in: 1...100)
    let period = object.required("recurringSubscriptionPeriod").flatMap {
      readPeriod($0, path: object.path("recurringSubscriptionPeriod"), log: log)
    }
    var intro: StoreKitOffer?
    if let introNode = object.optional("introductoryOffer"), !introNode.isNull {
      intro = StoreKitOffer.read(introNode, path: object.path("introductoryOffer"), kind: .introductory, log: log)
    } else if let first = object.array("introductoryOffers")?.first {
      intro = StoreKitOffer.read(
        first, path: object.path("introductoryOffers").appending(0), kind: .introductory, log: log)
    }
    func offers(_ key: StaticString, _ kind: OfferKind) -> [StoreKitOffer] {
      (object.array(key) ?? []).enumerated().compactMap { index, element in
        StoreKitOffer.read(element, path: object.path(key).appending(index), kind: kind, log: log)
      }
    }
    let promotional = offers("adHocOffers", .promotional)
    let codes = offers("codeOffers", .offerCode)
    let winBack = offers("winbackOffers", .winBack)
    var monthlyPlanPrice: Price?
    for (index, element) in (object.array("billingPlans") ?? []).enumerated() {
      guard let plan = ObjectReader(element, path: object.path("billingPlans").appending(index), log: log),
        plan.string("billingPlanType") == BillingPlanType.monthly.rawValue, plan.bool("isEnabled", default: true)
      else { continue }
      monthlyPlanPrice = StoreKitProduct.readPrice(plan, key: "displayPrice", log: log)
    }
    guard let level, let period else { return nil }
    return StoreKitSubscription(
      product: product, level: Int(level), period: period, introductoryOffer: intro, promotionalOffers: promotional,
      offerCodes: codes, winBackOffers: winBack, monthlyPlanPrice: monthlyPlanPrice)
  }

  /// The catalog's commitment plan: the file's monthly price in `storefront`, where Apple sells
  /// the plan and for a one-year subscription (else `StoreKitUnmapped` notes what was left out).
  func commitmentPlan(storefront: String) -> CommitmentPlan? {
    guard let monthlyPlanPrice, period == Period(1, .year), !CommitmentPlan.unsoldStorefronts.contains(storefront)
    else { return nil }
    return CommitmentPlan(monthlyPrices: [storefront: monthlyPlanPrice])
  }

  /// The catalog's subscription terms, with offer prices in `storefront`.
  func terms(groupID: String, storefront: String) -> SubscriptionTerms {
    SubscriptionTerms(
      groupID: groupID, level: level, period: period,
      introductoryOffer: introductoryOffer?.offer(storefront: storefront),
      promotionalOffers: promotionalOffers.map { $0.offer(storefront: storefront) },
      offerCodes: offerCodes.map { $0.offer(storefront: storefront) },
      winBackOffers: winBackOffers.map { $0.offer(storefront: storefront) },
      commitmentPlan: commitmentPlan(storefront: storefront))
  }

  /// Reads an ISO 8601 period in its canonical form.
  static func readPeriod(_ node: JSONNode, path: JSONPath, log: DiagnosticLog) -> Period? {
    guard let text = Values.string(node, path: path, log: log) else { return nil }
    guard let period = Period(iso8601: text) else {
      log.report("\(MessageText.quoted(text)) is not an ISO 8601 period like \"P1M\"", at: node, path: path)
      return nil
    }
    return PeriodRules.canonical(of: period) ?? period
  }
}

/// A `.storekit` offer (introductory, ad hoc, code or win-back).
struct StoreKitOffer {
  var id: String?
  var referenceName: String?
  var paymentMode: SubscriptionOffer.PaymentMode
  var period: Period
  var periods: Int
  var price: Price?
  var eligibility: [SubscriptionOffer.Eligibility]
  var isStackable: Bool
  /// A win-back offer's eligibility: Xcode's files keep none, so App Store Connect's defaults.
  var winBack: WinBackRules?

  static let paymentModes: [(String, SubscriptionOffer.PaymentMode)] = [
    ("free", .freeTrial), ("payAsYouGo", .payAsYouGo), ("payUpFront", .payUpFront),
  ]

  static func read(_ node: JSONNode, path: JSONPath, kind: OfferKind, log: DiagnosticLog) -> StoreKitOffer? {
    guard let object = ObjectReader(node, path: path, log: log) else { return nil }
    let mode = object.required("paymentMode").flatMap {
      Values.choice($0, path: object.path("paymentMode"), log: log, from: paymentModes)
    }
    let period = object.required("subscriptionPeriod").flatMap {
      StoreKitSubscription.readPeriod($0, path: object.path("subscriptionPeriod"), log: log)
    }
    let periods = object.integer("numberOfPeriods", in: 1...12) ?? 1
    var price: Price?
    if mode != .freeTrial {
      price = StoreKitProduct.readPrice(object, key: "displayPrice", log: log)
    }
    var id: String?
    if kind != .introductory {
      id = object.string("offerID") ?? object.string("internalID")
      if id == nil {
        log.report("missing required key \"offerID\"", at: node, path: path)
        return nil
      }
    }
    var eligibility: [SubscriptionOffer.Eligibility] = []
    if kind == .offerCode, let elements = object.array("eligibility") {
      let choices = SubscriptionOffer.Eligibility.allCases.map { ($0.rawValue, $0) }
      eligibility = elements.enumerated().compactMap { index, element in
        Values.choice(element, path: object.path("eligibility").appending(index), log: log, from: choices)
      }
    }
    let referenceName = object.nullableString("referenceName").flatMap {
      TextRules.problem(in: $0, maxLength: 64) == nil ? $0 : nil
    }
    let isStackable = kind == .offerCode && object.bool("isStackable", default: false)
    guard let mode, let period, mode == .freeTrial || price != nil else { return nil }
    return StoreKitOffer(
      id: id, referenceName: referenceName, paymentMode: mode, period: period, periods: Int(periods), price: price,
      eligibility: eligibility, isStackable: isStackable, winBack: kind == .winBack ? .standard : nil)
  }

  func offer(storefront: String) -> SubscriptionOffer {
    SubscriptionOffer(
      id: id, referenceName: referenceName, paymentMode: paymentMode, period: period, periods: periods,
      prices: price.map { [storefront: $0] } ?? [:], eligibility: eligibility, isStackable: isStackable,
      winBack: winBack)
  }
}
