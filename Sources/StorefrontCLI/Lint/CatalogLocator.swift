import StrictJSON
import Catalog
import Paywall
import Storefront
import TerminalUI

/// Finds the catalog element each lint finding concerns, and its line and column when the catalog
/// has a source file.
///
/// A plan's element points at what it is drawn from (the product's name, price, period or offer,
/// the paywall's claimed saving or highlighted plan, the call-to-action label), else at the
/// paywall's `plans[j]` entry for the plan; copy points at the paywall's copy key in the language
/// shown; links at the paywall's link keys; anything else, or a finding with no drawn element, at
/// the paywall object. A key the file does not have falls back to the next candidate (its parent
/// object, then the plan's entry), ending at the paywall itself.
struct CatalogLocator {
  var catalog: Catalog
  /// The map of the catalog file; nil for a catalog with no source (imported or built in code).
  var source: CatalogSourceMap?

  /// The places `finding` concerns, the first offending element's first, each place once; at least one.
  func locations(of finding: PaywallLinter.Finding) -> [FindingLocation] {
    let lintCase = finding.lintCase
    var places: [FindingLocation] = []
    for element in finding.result.offending {
      let place = resolve(candidates(for: element, in: lintCase), paywallID: lintCase.paywallID)
      if !places.contains(place) { places.append(place) }
    }
    return places.isEmpty ? [resolve([], paywallID: lintCase.paywallID)] : places
  }

  /// The first candidate the file has (without a source, the first candidate), else the paywall.
  func resolve(_ candidates: [CatalogElement], paywallID: String) -> FindingLocation {
    let fallback = CatalogElement.paywall(paywallID)
    guard let source else { return FindingLocation(element: candidates.first ?? fallback, path: nil, position: nil) }
    for element in candidates + [fallback] {
      if let path = element.path(in: source) {
        return FindingLocation(element: element, path: path, position: source.position(of: path))
      }
    }
    return FindingLocation(element: fallback, path: nil, position: nil)
  }

  /// The places `element` may come from, most precise first.
  func candidates(for element: ElementSnapshot, in lintCase: PaywallLinter.Case) -> [CatalogElement] {
    let paywallID = lintCase.paywallID
    if let planID = element.planID {
      return planCandidates(for: element, plan: planID, in: lintCase) + planEntry(planID, paywallID: paywallID)
    }
    switch element.role {
    case .headline:
      return copy("title", in: lintCase)
    case .message where element.meaning == .subtitle:
      return copy("subtitle", in: lintCase)
    case .benefit:
      return copy("benefits", in: lintCase)
    case .autoRenew:
      return copy("autoRenewDisclosure", in: lintCase)
    case .restore:
      return copy("labels", "restore", in: lintCase)
    case .close:
      return copy("labels", "close", in: lintCase)
    case .link:
      return link(element, paywallID: paywallID)
    case .toggle:
      return [.paywall(paywallID, "presentation", "trialToggle"), .paywall(paywallID, "presentation")]
    default:
      return []
    }
  }

  /// The places a plan's element comes from, before the paywall's entry for the plan.
  private func planCandidates(for element: ElementSnapshot, plan: String, in lintCase: PaywallLinter.Case)
    -> [CatalogElement]
  {
    let paywallID = lintCase.paywallID
    switch element.role {
    case .title:
      guard let language = productLanguage(plan, for: lintCase.language) else { return [] }
      return [.product(plan, "localizations", language, "displayName"), .product(plan, "localizations", language)]
    case .billedPrice:
      return [.product(plan, "prices", lintCase.storefrontID)]
    case .period:
      return [.product(plan, "period"), .product(plan, "duration")]
    case .trialTerms:
      return [.product(plan, "introductoryOffer")]
    case .commitmentTerms:
      return [
        .product(plan, "monthlyCommitment", "prices", lintCase.storefrontID), .product(plan, "monthlyCommitment"),
      ]
    case .benefit where element.meaning == .quantity:
      return [.product(plan, "coins")]
    case .savingsBadge:
      return [.paywall(paywallID, "presentation", "claimedSavings", plan)]
    case .planLabel where element.meaning == .highlighted:
      return [.paywall(paywallID, "highlightedPlan")]
    case .callToAction:
      guard let key = labelKey(for: element.text, in: lintCase) else { return copy("labels", in: lintCase) }
      return copy("labels", key, in: lintCase)
    default:
      return []
    }
  }

  /// The paywall's `plans[j]` entry for `planID`, then the product itself.
  private func planEntry(_ planID: String, paywallID: String) -> [CatalogElement] {
    guard let index = catalog.paywall(paywallID)?.plans.firstIndex(of: planID) else { return [.product(planID)] }
    return [CatalogElement(.paywall(paywallID), [.key("plans"), .index(index)]), .product(planID)]
  }

  /// The paywall's key for a link: `termsOfUseURL`, `privacyPolicyURL` or the extra link's `url`.
  private func link(_ element: ElementSnapshot, paywallID: String) -> [CatalogElement] {
    switch element.meaning {
    case .termsOfUse:
      return [.paywall(paywallID, "termsOfUseURL")]
    case .privacyPolicy:
      return [.paywall(paywallID, "privacyPolicyURL")]
    default:
      let links = CatalogElement.paywall(paywallID, "presentation", "extraLinks")
      let extra = catalog.paywall(paywallID)?.presentation.extraLinks ?? []
      guard let index = extra.firstIndex(where: { $0.url == element.url }) else { return [links] }
      return [links.appending(.index(index)).appending(.key("url")), links.appending(.index(index)), links]
    }
  }

  /// The copy key `keys` of the paywall in the language the frame shows, then its parents up to
  /// that language's copy object (a key the copy leaves out is missing there, not elsewhere).
  private func copy(_ keys: String..., in lintCase: PaywallLinter.Case) -> [CatalogElement] {
    guard let language = copyLanguage(in: lintCase) else { return [] }
    var steps = ["localizations", language] + keys
    var places: [CatalogElement] = []
    while steps.count >= 2 {
      places.append(CatalogElement(.paywall(lintCase.paywallID), steps.map(CatalogElement.Step.key)))
      steps.removeLast()
    }
    return places
  }

  /// The language of the paywall's copy the frame shows (the app's choice among the paywall's languages).
  private func copyLanguage(in lintCase: PaywallLinter.Case) -> String? {
    guard let paywall = catalog.paywall(lintCase.paywallID) else { return nil }
    return LanguageMatcher.bestMatch(
      for: lintCase.language, among: paywall.copy.languages, defaultLanguage: catalog.settings.defaultLanguage)?
      .identifier
  }

  /// The language of product `id`'s name the frame shows.
  private func productLanguage(_ id: String, for language: LanguageTag) -> String? {
    guard let product = catalog.product(id) else { return nil }
    return LanguageMatcher.bestMatch(
      for: language, among: product.localizations.languages, defaultLanguage: catalog.settings.defaultLanguage)?
      .identifier
  }

  /// Which label of the copy a call to action shows: the longest of `subscribe`, `startFreeTrial`
  /// and `buy` whose text it contains.
  private func labelKey(for text: String, in lintCase: PaywallLinter.Case) -> String? {
    guard let paywall = catalog.paywall(lintCase.paywallID), let language = copyLanguage(in: lintCase),
      let labels = paywall.copy[LanguageTag(language)]?.labels
    else { return nil }
    let choices: [(String, String?)] = [
      ("startFreeTrial", labels.startFreeTrial), ("subscribe", labels.subscribe), ("buy", labels.buy),
    ]
    return choices.compactMap { key, label in label.map { (key, $0) } }
      .filter { !$0.1.isEmpty && text.contains($0.1) }
      .max { $0.1.count < $1.1.count }?.0
  }
}
