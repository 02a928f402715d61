internal import Catalog
internal import FoundationEssentials
internal import Storefront

/// Builds a plan card and its snapshot from a catalog product as the store sells it.
struct PlanCardBuilder {
  let catalog: Catalog
  let paywall: Paywall
  let copy: PaywallCopy
  let storefront: StorefrontInfo
  let customer: CustomerContext
  let activeGroups: Set<String>
  let formatting: ModelFormatting

  /// The card and snapshot of `product`, or nil when the storefront has no price for it or the
  /// store no longer sells it.
  func build(_ product: Product, language: LanguageTag) -> (PlanCard, PlanSnapshot)? {
    let storePrice = customer.storePrices.map { $0[product.id] }
    guard storePrice != .some(nil),
      let store = StoreProduct(
        product, storefront: storefront, language: language, defaultLanguage: catalog.settings.defaultLanguage,
        storePrice: storePrice ?? nil)
    else { return nil }
    let ui = formatting.ui
    let presentation = paywall.presentation
    let subscription = store.subscription
    let period = subscription?.period ?? product.duration
    let periodText: String? =
      if let subscription { formatting.billingPeriod(subscription.period) } else {
        product.duration.map { ui.access(formatting.periods.string(for: $0)) }
      }
    let derived = subscription.flatMap { derivedPrice(store.price, period: $0.period) }
    let intro = subscription?.introductoryOffer
    let eligible =
      subscription.map {
        IntroEligibility.isEligible(
          hasOffer: intro != nil, groupID: $0.groupID, customer: customer, activeGroups: activeGroups)
      } ?? false
    let showsIntro = intro != nil && (eligible || presentation.trialVisibility == .always)
    // A churned customer's win-back offer, in the trial's place and under the same honesty rules.
    let winBack =
      showsIntro
      ? nil
      : customer.winBackOffers[product.id].flatMap { id in subscription?.winBackOffers.first { $0.id == id } }
    let shownOffer = showsIntro ? intro : winBack
    let renewal = formatting.price(store.displayPrice, per: periodText ?? "")
    let trialTerms = shownOffer.map { formatting.trialTerms($0, renewal: renewal) }
    let isOwned = product.type == .nonConsumable && customer.ownedProducts.contains(product.id)
    let relation =
      PlanRelation.relation(of: product, customer: customer, in: catalog)
      ?? (!isOwned && PlanRelation.isIncludedInSubscription(product, customer: customer, in: catalog)
        ? .includedInSubscription : nil) ?? (winBack != nil ? .winBackOffer : nil)
    // A non-consumable already owned says "Purchased" and is not offered again.
    let relationText = isOwned ? ui.purchased : PlanRelation.text(relation, ui: ui)
    let isHighlighted = paywall.highlightedPlan == product.id
    var card = PlanCard(
      planID: product.id, type: product.type, title: formatting.name(store.displayName, coins: store.coinsPerUnit),
      billedPrice: store.displayPrice,
      price: store.price, periodText: periodText, period: period,
      periodLength: period.map { formatting.periods.string(for: $0) }, derived: derived, savings: nil,
      trialTerms: trialTerms, relation: relation, relationText: relationText,
      isHighlighted: isHighlighted, highlightText: isHighlighted ? ui.bestValue : nil,
      callToAction: callToAction(product.type, freeTrialShown: shownOffer?.paymentMode == .freeTrial),
      plainCallToAction: callToAction(product.type, freeTrialShown: false),
      changesAtRenewal: PlanChangeTiming.changesAtRenewal(product, customer: customer, in: catalog),
      isOwned: isOwned, isPurchasable: customer.canMakePayments && relation != .currentPlan && !isOwned,
      quantityText: product.type == .consumable
        ? store.coinsPerUnit.map { ui.coins($0, formatted: formatting.count($0)) } : nil,
      coins: store.coinsPerUnit, benefits: [])
    // A one-year plan the storefront also sells monthly with a 12-month commitment says so, the
    // monthly price with the commitment's total (offers.md §6).
    var commitment: CommitmentSnapshot?
    if let plan = product.subscription?.commitmentPlan, let monthly = plan.monthlyPrice(in: storefront.id),
      let total = plan.commitmentPrice(in: storefront.id)
    {
      let snapshot = CommitmentSnapshot(
        monthlyPrice: monthly.decimal, monthlyDisplayPrice: formatting.prices.string(for: monthly.decimal),
        totalPrice: total.decimal, totalDisplayPrice: formatting.prices.string(for: total.decimal),
        payments: CommitmentPlan.payments)
      let month = formatting.billingPeriod(Period(1, .month))
      let perMonth = formatting.price(snapshot.monthlyDisplayPrice, per: month)
      let length = formatting.periods.string(for: Period(CommitmentPlan.payments, .month))
      card.commitment = CommitmentOption(
        terms: ui.translations(.paywallCommitmentOption, perMonth, length, snapshot.totalDisplayPrice),
        monthlyPrice: snapshot.monthlyDisplayPrice, monthlyPriceWithPeriod: perMonth, periodText: month,
        length: length, total: snapshot.totalDisplayPrice)
      commitment = snapshot
    }
    // A plan the subscription changes to at its next renewal says so beside its relation.
    if customer.scheduledPlans.contains(product.id), relationText != nil {
      card.relationNote = ui.translations(.paywallChangeStartsAtRenewal)
    }
    var snapshot = PlanSnapshot(
      id: product.id, type: product.type, title: store.displayName, price: store.price,
      storeDisplayPrice: store.displayPrice, period: period, groupID: subscription?.groupID,
      groupLevel: subscription?.groupLevel,
      // The offer the card can show: the win-back offer in the trial's place, else the trial, shown or not.
      intro: (winBack ?? intro).map {
        IntroSnapshot(
          mode: $0.paymentMode, period: $0.period, periods: $0.periodCount, displayPrice: $0.displayPrice,
          isWinBack: winBack != nil)
      }, coins: store.coinsPerUnit, benefits: copy.benefits)
    snapshot.commitment = commitment
    return (card, snapshot)
  }

  /// The rounded per-unit equivalent, or nil for week and day periods.
  private func derivedPrice(_ price: Decimal, period: Period) -> DerivedPrice? {
    guard let (exact, unit) = PricePerUnit.derived(price, period: period) else { return nil }
    let value = PricePerUnit.rounded(
      exact, minorDigits: storefront.minorDigits, rounding: paywall.presentation.derivedPriceRounding)
    return DerivedPrice(value: value, text: formatting.derived(value, unit: unit), unit: unit)
  }

  /// Subscribe, start free trial (only when a free trial is shown) or buy, from the copy.
  private func callToAction(_ type: ProductType, freeTrialShown: Bool) -> String {
    let labels = copy.labels
    if type == .autoRenewable {
      if freeTrialShown, let trial = labels.startFreeTrial { return trial }
      return labels.subscribe ?? labels.buy ?? ""
    }
    return labels.buy ?? labels.subscribe ?? ""
  }
}
