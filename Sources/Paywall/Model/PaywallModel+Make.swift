public import Catalog
internal import FoundationEssentials
internal import Storefront

extension PaywallModel {
  /// The model of paywall `paywallID` in storefront `storefrontID` for a customer reading `language`.
  ///
  /// The copy language is the best match among the paywall's localizations (`LanguageMatcher`);
  /// product names and periods use the same language; prices the storefront's price locale, and the
  /// numbers beside them its digits (`StorefrontLocale`).
  public static func make(
    catalog: Catalog, paywallID: String, storefrontID: String, language: LanguageTag, customer: CustomerContext
  ) throws(PaywallModelError) -> PaywallModel {
    guard let paywall = catalog.paywall(paywallID) else { throw .paywall(paywallID, in: catalog) }
    guard let storefront = catalog.storefront(storefrontID) else { throw .storefront(storefrontID, in: catalog) }
    let defaultLanguage = catalog.settings.defaultLanguage
    guard
      let chosen = LanguageMatcher.bestMatch(
        for: language, among: paywall.copy.languages, defaultLanguage: defaultLanguage),
      let copy = paywall.copy[chosen]
    else { throw .noCopy(paywallID: paywallID) }
    let ui = PaywallUIText.forLanguage(chosen, numberingAs: storefront)
    let formatting = ModelFormatting(language: chosen, storefront: storefront, ui: ui)
    let builder = PlanCardBuilder(
      catalog: catalog, paywall: paywall, copy: copy, storefront: storefront, customer: customer,
      activeGroups: IntroEligibility.activeGroups(of: customer, in: catalog), formatting: formatting)
    let built = paywall.plans.compactMap { catalog.product($0) }.compactMap { builder.build($0, language: chosen) }
    let cards = withSavings(built, paywall: paywall, formatting: formatting)
    let presentation = paywall.presentation
    let trialShown = cards.contains { $0.trialTerms != nil }
    let messages = ModelMessages(ui: ui, catalog: catalog, storefront: storefront, language: chosen)
    return PaywallModel(
      paywallID: paywall.id,
      storefront: StorefrontContext(
        country: storefront.id, currency: storefront.currency, locale: formatting.prices.locale.identifier),
      language: chosen, isRightToLeft: ["ar", "he", "fa", "ur"].contains(chosen.language.lowercased()),
      customer: customer, headline: copy.title, subtitle: copy.subtitle, benefits: copy.benefits, cards: cards,
      plans: built.map(\.1), emphasis: presentation.emphasis,
      restore: presentation.showsRestoreButton ? RestoreControl(label: copy.labels.restore) : nil,
      restoreMessage: customer.restoreResult.map(messages.restore),
      paymentsDisabled: customer.canMakePayments ? nil : messages.paymentsDisabled,
      billingIssue: messages.billingIssue(customer.paymentIssues),
      links: links(paywall, copy: copy, language: chosen, defaultLanguage: defaultLanguage),
      disclosure: disclosure(copy, cards: cards, ui: ui),
      close: CloseControl(
        visible: presentation.closeButtonDelaySeconds == 0, delaySeconds: presentation.closeButtonDelaySeconds,
        label: copy.labels.close),
      closeAsProminentAsBuy: StorefrontRegion(country: storefront.id)?.wantsCancelAsProminentAsBuy ?? false,
      trialToggle: presentation.trialToggle && trialShown ? TrialToggle(label: ui.trialOn, isOn: true) : nil,
      uiText: ui)
  }

  /// The copy's auto-renewal disclosure when an auto-renewable plan is shown, with the trial-forfeit
  /// sentence added only when a card shows a free trial (so no one else reads trial wording).
  private static func disclosure(_ copy: PaywallCopy, cards: [PlanCard], ui: PaywallUIText) -> String? {
    guard cards.contains(where: { $0.type == .autoRenewable }), let text = copy.autoRenewDisclosure else { return nil }
    guard cards.contains(where: { $0.trialTerms != nil && $0.callToAction != $0.plainCallToAction }) else {
      return text
    }
    return text + (ui.language.language == "ja" ? "" : " ") + ui.trialForfeit
  }

  /// `cards` with savings badges: claimed ones from the presentation, else computed truthfully.
  private static func withSavings(
    _ built: [(PlanCard, PlanSnapshot)], paywall: Paywall, formatting: ModelFormatting
  ) -> [PlanCard] {
    let entries = built.compactMap { card, plan -> SavingsCalculator.Entry? in
      guard card.type == .autoRenewable, let period = plan.period, let group = plan.groupID else { return nil }
      return .init(
        planID: card.planID, groupID: group, level: plan.groupLevel,
        perMonth: PricePerUnit.perMonth(card.price, period: period))
    }
    let computed = SavingsCalculator.savings(entries)
    return built.map { card, _ in
      var card = card
      if let claimed = paywall.presentation.claimedSavings[card.planID] {
        card.savings = SavingsBadge(
          percent: claimed, text: formatting.ui.save(formatting.percent(claimed)), isClaimed: true,
          comparatorPlanID: computed[card.planID]?.comparator)
      } else if let (percent, comparator) = computed[card.planID] {
        card.savings = SavingsBadge(
          percent: percent, text: formatting.ui.save(formatting.percent(percent)), isClaimed: false,
          comparatorPlanID: comparator)
      }
      return card
    }
  }

  /// The links: Terms ("T"), Privacy ("P"), then extra links ("1", "2", …).
  private static func links(
    _ paywall: Paywall, copy: PaywallCopy, language: LanguageTag, defaultLanguage: LanguageTag
  ) -> [PaywallLinkModel] {
    var links: [PaywallLinkModel] = []
    if let url = paywall.termsOfUseURL {
      links.append(.init(label: copy.labels.termsOfUse, url: url, meaning: .termsOfUse, key: "T"))
    }
    if let url = paywall.privacyPolicyURL {
      links.append(.init(label: copy.labels.privacyPolicy, url: url, meaning: .privacyPolicy, key: "P"))
    }
    for (index, link) in paywall.presentation.extraLinks.enumerated() {
      let chosen = LanguageMatcher.bestMatch(
        for: language, among: link.labels.languages, defaultLanguage: defaultLanguage)
      let label = chosen.flatMap { link.labels[$0] } ?? link.url
      links.append(.init(label: label, url: link.url, meaning: .otherLink, key: String(index + 1)))
    }
    return links
  }
}
