public import Catalog
public import Paywall
import Dispatch
import Synchronization
public import ScreenGeometry

/// Renders paywalls for every storefront, language, size and customer asked for, and checks each
/// frame against the App Review rules and its storefront's own rules (what `storefront lint` runs);
/// where the storefront's rules judge the final confirmation (JPN, KOR), the purchase sheet of every
/// plan that can be bought is rendered at the same size and checked too.
public struct PaywallLinter: Sendable {
  /// One frame to check.
  public struct Case: Sendable, Hashable, CustomStringConvertible {
    public var paywallID: String
    public var storefrontID: String
    public var language: LanguageTag
    public var size: ScreenSize
    public var customer: LintCustomer

    /// A frame of paywall `paywallID` in storefront `storefrontID` and `language`, at `size`, for `customer`.
    public init(
      paywallID: String, storefrontID: String, language: LanguageTag, size: ScreenSize, customer: LintCustomer
    ) {
      self.paywallID = paywallID
      self.storefrontID = storefrontID
      self.language = language
      self.size = size
      self.customer = customer
    }

    /// "default USA en 80x24 new".
    public var description: String { "\(paywallID) \(storefrontID) \(language) \(size) \(customer)" }
  }

  /// One rule result of one frame.
  public struct Finding: Sendable, Equatable {
    public var lintCase: Case
    public var result: RuleResult

    /// The result `result` of `lintCase`.
    public init(lintCase: Case, result: RuleResult) {
      self.lintCase = lintCase
      self.result = result
    }
  }

  /// The catalog the paywalls come from.
  public let catalog: Catalog

  /// A linter for `catalog`.
  public init(catalog: Catalog) { self.catalog = catalog }

  /// The sizes checked when none are given.
  public static let defaultSizes = [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)]

  /// Every combination of the given paywalls, storefronts, languages, sizes and customers; nil means all.
  public func cases(
    paywalls: [String]? = nil, storefronts: [String]? = nil, languages: [LanguageTag]? = nil,
    sizes: [ScreenSize] = defaultSizes, customers: [LintCustomer] = LintCustomer.allCases
  ) -> [Case] {
    var cases: [Case] = []
    for paywall in paywalls ?? catalog.paywalls.map(\.id) {
      for storefront in storefronts ?? catalog.storefronts.map(\.id) {
        for language in languages ?? catalog.languages {
          for size in sizes {
            for customer in customers {
              cases.append(
                Case(paywallID: paywall, storefrontID: storefront, language: language, size: size, customer: customer))
            }
          }
        }
      }
    }
    return cases
  }

  /// The frame of `lintCase`, as the person would first see it.
  public func frame(_ lintCase: Case) throws(PaywallModelError) -> PaywallFrame {
    frame(lintCase, model: try model(lintCase))
  }

  /// The paywall model of `lintCase` (the same for every size).
  public func model(_ lintCase: Case) throws(PaywallModelError) -> PaywallModel {
    try model(ModelInputs(lintCase, in: catalog))
  }

  /// The paywall model made from `inputs`.
  private func model(_ inputs: ModelInputs) throws(PaywallModelError) -> PaywallModel {
    try PaywallModel.make(
      catalog: catalog, paywallID: inputs.paywallID, storefrontID: inputs.storefrontID, language: inputs.language,
      customer: inputs.customer)
  }

  /// The first frame of `model` at the size of `lintCase`.
  func frame(_ lintCase: Case, model: PaywallModel) -> PaywallFrame {
    PaywallScreen.render(model, state: PaywallViewState(model: model), size: lintCase.size)
  }

  /// The rule results of `lintCase`: the App Review rules, then its storefront's rules.
  public func check(_ lintCase: Case) throws(PaywallModelError) -> ReviewReport {
    report(lintCase, model: try model(lintCase))
  }

  /// The purchase sheet of `planID` in `lintCase`, as the storefront rules see it.
  public func sheetFrame(_ lintCase: Case, planID: String) throws(PaywallModelError) -> PaywallFrame {
    PurchaseSheet.frame(try model(lintCase), productID: planID, size: lintCase.size)
  }

  /// The purchase sheet of `planID` in `model` on a screen of `size`, as the storefront rules see it.
  public func sheetFrame(_ model: PaywallModel, planID: String, size: ScreenSize) -> PaywallFrame {
    PurchaseSheet.frame(model, productID: planID, size: size)
  }

  /// The results of `lintCase` with `model`: the paywall's first frame against the App Review rules and
  /// the storefront's paywall rules, then the storefront's sheet rules over every purchasable plan's sheet.
  func report(_ lintCase: Case, model: PaywallModel) -> ReviewReport {
    var sheets = SheetReports()
    return report(lintCase, model: model, sheets: &sheets)
  }

  /// The results of `lintCase` with `model` (see `report(_:model:)`), each purchase sheet's taken from
  /// `sheets` when one with the same inputs was checked before.
  func report(_ lintCase: Case, model: PaywallModel, sheets known: inout SheetReports) -> ReviewReport {
    let snapshot = frame(lintCase, model: model).snapshot
    var results = ReviewRules.check(snapshot).results + StorefrontRules.check(snapshot).results
    let country = lintCase.storefrontID
    if StorefrontRules.judgesPurchaseSheets(country) {
      let sheets = model.cards.filter(\.isPurchasable).map { card in
        known.report(SheetInputs(model, planID: card.planID, size: lintCase.size)) {
          StorefrontRules.check(PurchaseSheet.frame(model, productID: card.planID, size: lintCase.size).snapshot)
        }
      }
      results += StorefrontRules.sheetResults(country: country, reports: sheets)
    }
    return ReviewReport(results: results)
  }

  /// Every failed rule of every case, in case order then rule order (see `reports(_:)`).
  public func failures(_ cases: [Case]) throws(PaywallModelError) -> [Finding] {
    zip(cases, try reports(cases)).flatMap { lintCase, report in
      report.failures.map { Finding(lintCase: lintCase, result: $0) }
    }
  }

  /// The rule results of every case, in case order.
  ///
  /// A model is built once for every case with the same inputs (paywall, storefront, language and what
  /// the customer's context comes to: on a paywall without subscriptions every customer is the same
  /// customer) and each size is drawn and checked once per model. The models of one paywall, storefront
  /// and language are worked on together, such screens in parallel, one per core, so that a purchase
  /// sheet drawn from the same inputs (`SheetInputs`) for another customer is checked once. The results
  /// are the same as one by one (every rule is a pure function of its frame). A model that cannot be
  /// built throws the error of the first such case.
  public func reports(_ cases: [Case]) throws(PaywallModelError) -> [ReviewReport] {
    var groups: [ModelInputs: [Int]] = [:]
    var order: [ModelInputs] = []
    for (index, lintCase) in cases.enumerated() {
      let key = ModelInputs(lintCase, in: catalog)
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(index)
    }
    let members = order.map { groups[$0] ?? [] }
    let keys = order
    var screens: [ScreenInputs: [Int]] = [:]
    var screenOrder: [ScreenInputs] = []
    for (group, key) in order.enumerated() {
      let screen = ScreenInputs(key)
      if screens[screen] == nil { screenOrder.append(screen) }
      screens[screen, default: []].append(group)
    }
    let screenGroups = screenOrder.map { screens[$0] ?? [] }
    let outcomes = Mutex<[Int: Result<[ReviewReport], PaywallModelError>]>([:])
    DispatchQueue.concurrentPerform(iterations: screenGroups.count) { screen in
      var sheets = SheetReports()
      for group in screenGroups[screen] {
        let outcome: Result<[ReviewReport], PaywallModelError>
        do throws(PaywallModelError) {
          let model = try self.model(keys[group])
          var bySize: [ScreenSize: ReviewReport] = [:]
          outcome = .success(
            members[group].map { index in
              let lintCase = cases[index]
              if let known = bySize[lintCase.size] { return known }
              let made = report(lintCase, model: model, sheets: &sheets)
              bySize[lintCase.size] = made
              return made
            })
        } catch {
          outcome = .failure(error)
        }
        outcomes.withLock { $0[group] = outcome }
      }
    }
    var reports = [ReviewReport?](repeating: nil, count: cases.count)
    let finished = outcomes.withLock { $0 }
    for group in order.indices {
      switch finished[group] {
      case .success(let groupReports):
        for (index, report) in zip(members[group], groupReports) { reports[index] = report }
      case .failure(let error): throw error
      case nil: preconditionFailure("lint group \(group) was not checked")
      }
    }
    let checked = reports.compactMap { $0 }
    precondition(checked.count == cases.count, "every lint case belongs to one group")
    return checked
  }

  /// What a paywall model is made from: cases with equal inputs share one model and its reports.
  private struct ModelInputs: Hashable {
    var paywallID: String
    var storefrontID: String
    var language: LanguageTag
    var customer: CustomerContext

    /// The inputs of `lintCase`'s model: its customer as the context it comes to on its paywall.
    init(_ lintCase: Case, in catalog: Catalog) {
      paywallID = lintCase.paywallID
      storefrontID = lintCase.storefrontID
      language = lintCase.language
      customer = lintCase.customer.context(forPaywall: lintCase.paywallID, in: catalog)
    }
  }

  /// The paywall, storefront and language of a model: the models of one are checked together.
  private struct ScreenInputs: Hashable {
    var paywallID: String
    var storefrontID: String
    var language: LanguageTag

    /// The screen `inputs` are for.
    init(_ inputs: ModelInputs) {
      paywallID = inputs.paywallID
      storefrontID = inputs.storefrontID
      language = inputs.language
    }
  }
}
