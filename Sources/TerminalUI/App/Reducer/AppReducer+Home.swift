import StoreWire
extension AppReducer {
  /// Opens the purchase sheet for the chosen plan, or says why it cannot be bought.
  static func buy(state: inout AppState, environment: AppEnvironment) -> [Effect] {
    guard let model = state.paywallModel(environment), model.cards.indices.contains(state.paywall.selectedPlan)
    else { return [] }
    let card = model.cards[state.paywall.selectedPlan]
    guard !state.busy else {
      state.banner = Banner(AppText.working)
      return []
    }
    if card.relation == .currentPlan,
      state.account?.subscriptions.contains(where: { $0.productID == card.planID && $0.changeWaits }) == true
    {
      // The current plan chosen again while a change waits for the renewal keeps it, as on iOS.
      return [.store(.changePlan(productID: card.planID))]
    }
    guard card.isPurchasable else {
      let reason =
        model.paymentsDisabled.map { LocalizedText.verbatim($0.text) }
        ?? card.relationText.map { LocalizedText(.bannerPlanRelation, .product(card.planID), .verbatim($0)) }
        ?? AppText.notPurchasable
      state.banner = Banner(reason, tone: .failure)
      return []
    }
    // The store's switches decide what a purchase comes to unless the person picks otherwise (o).
    let store = state.account?.store
    state.purchaseChoice =
      store?.askToBuy == true ? .askToBuy : store?.interruptedPurchases == true ? .interrupted : .success
    state.purchaseBillingPlan = .billedUpFront
    state.routes.append(.purchaseSheet(productID: card.planID))
    return []
  }

  /// Confirms the purchase sheet: back to the paywall, the purchase under way.
  static func confirmPurchase(state: inout AppState) -> [Effect] {
    guard case .purchaseSheet(let productID) = state.route, !state.busy else { return [] }
    state.routes.removeLast()
    state.busy = true
    state.lastRestore = nil
    state.banner = Banner(AppText.working)
    return [.purchase(productID: productID, outcome: state.purchaseChoice, billingPlan: state.purchaseBillingPlan)]
  }

  /// M on the purchase sheet of a plan also sold monthly with a 12-month commitment: switches
  /// between paying at once and paying monthly (the sheet then shows the payments and the total).
  static func toggleBillingPlan(state: inout AppState, environment: AppEnvironment) -> [Effect] {
    guard case .purchaseSheet(let productID) = state.route, !state.busy,
      state.paywallModel(environment)?.cards.first(where: { $0.planID == productID })?.commitment != nil
    else { return [] }
    state.purchaseBillingPlan = state.purchaseBillingPlan == .monthly ? .billedUpFront : .monthly
    return []
  }

  /// Chooses the next simulated outcome on the purchase sheet.
  static func cycleOutcome(state: inout AppState) -> [Effect] {
    state.purchaseChoice = state.purchaseChoice.nextOnSheet
    return []
  }

  /// Starts a restore, from any screen, unless a purchase or restore is running.
  static func restore(state: inout AppState) -> [Effect] {
    guard !state.busy else {
      state.banner = Banner(AppText.working)
      return []
    }
    state.busy = true
    state.banner = Banner(AppText.restoring)
    return [.restore]
  }

  /// Shows the address of the link with the pressed key on the paywall and opens it.
  static func showLink(_ key: Key, state: inout AppState, environment: AppEnvironment) -> [Effect] {
    guard case .char(let character) = key, let model = state.paywallModel(environment),
      let link = model.links.first(where: { $0.key == String(character) })
    else { return [] }
    state.paywall.apply(.link(link.key), model: model)
    return [.openLink(link.url)]
  }

  /// Flips the trial switch of a paywall that has one.
  static func toggleTrial(state: inout AppState, environment: AppEnvironment) -> [Effect] {
    guard let model = state.paywallModel(environment) else { return [] }
    state.paywall.apply(.toggle, model: model)
    return []
  }

  /// Shows the next paywall of the environment (`default` → `deceptive` → …).
  static func switchPaywall(state: inout AppState, environment: AppEnvironment) -> [Effect] {
    let ids = environment.paywallIDs
    guard !ids.isEmpty else { return [] }
    let next = ids[((ids.firstIndex(of: state.paywallID) ?? -1) + 1) % ids.count]
    state.paywallID = next
    state.routes = [.paywall]
    resetPaywall(&state, environment: environment)
    return []
  }

  /// Wipes the device's app state, as reinstalling does; the person restores with R.
  static func confirmReinstall(state: inout AppState) -> [Effect] {
    if state.route == .confirmReinstall { state.routes.removeLast() }
    state.lastRestore = nil
    state.banner = Banner(LocalizedText(.bannerReinstalled))
    return [.reinstall, .loadAccount]
  }
}
