import Catalog
import Paywall

extension AppReducer {
  /// Does what `command` (from `key`) means on the current screen.
  static func perform(
    _ command: AppCommand, key: Key, state: inout AppState, environment: AppEnvironment
  ) -> [Effect] {
    switch command {
    case .previous: move(-1, state: &state, environment: environment)
    case .next: move(1, state: &state, environment: environment)
    case .buy: buy(state: &state, environment: environment)
    case .confirmPurchase: confirmPurchase(state: &state)
    case .cycleOutcome: cycleOutcome(state: &state)
    case .toggleBillingPlan: toggleBillingPlan(state: &state, environment: environment)
    case .restore: restore(state: &state)
    case .showLink: showLink(key, state: &state, environment: environment)
    case .toggleTrial: toggleTrial(state: &state, environment: environment)
    case .switchPaywall: switchPaywall(state: &state, environment: environment)
    case .spendCoins, .toggleAutoRenew, .changePlan, .refundSubscription:
      account(command, state: &state, environment: environment)
    case .advanceToNextRenewal, .fasterClock, .slowerClock, .approve, .decline, .resolveInterrupted,
      .toggleBillingIssue, .toggleGracePeriod, .toggleAskToBuy, .toggleInterruptedPurchases, .refundSelected:
      storeControl(command, state: &state, environment: environment)
    case .cycleRefundDecision, .toggleAPIFault, .customerRequestsRefund:
      serverFlowControl(command, key: key, state: &state)
    case .confirmRefund: confirmRefund(state: &state)
    case .pick: pick(state: &state, environment: environment)
    case .confirmReinstall: confirmReinstall(state: &state)
    case .openRedeemCode, .redeemCode: redeem(command, state: &state)
    case .quit: [.quit]
    case .openAccount, .openHistory, .openStoreControls, .openTransaction, .toggleReview, .openLanguages,
      .openStorefronts, .openDevices, .askReinstall, .help, .back, .dismissPaywall:
      navigate(command, state: &state, environment: environment)
    }
  }

  /// Opens, closes and toggles screens; no effects.
  static func navigate(_ command: AppCommand, state: inout AppState, environment: AppEnvironment) -> [Effect] {
    switch command {
    case .openAccount: state.routes = [.paywall, .account]
    case .openHistory: state.routes = [.paywall, .history]
    case .openStoreControls: state.routes = [.paywall, .storeControls]
    case .openTransaction:
      guard let lines = state.account?.history, lines.indices.contains(state.selection(.history)) else { break }
      state.selections[.transaction] = 0
      state.routes.append(.transaction(lines[state.selection(.history)].transactionID))
    case .toggleReview:
      state.reviewOverlay.toggle()
      state.selections[.review] = 0
      if state.reviewOverlay { state.routes = [.paywall] }
    case .openLanguages: openSwitcher(.language, current: state.language.identifier, &state, environment)
    case .openStorefronts: openSwitcher(.storefront, current: state.storefrontID, &state, environment)
    case .openDevices: openSwitcher(.device, current: state.account?.device ?? "", &state, environment)
    case .askReinstall: state.routes.append(.confirmReinstall)
    case .dismissPaywall:
      // "Not now": the paywall goes and the app behind it shows, the account's coins, Premium and
      // subscriptions; only once the close control is on screen (a delayed one is not there yet).
      guard let model = state.paywallModel(environment), model.close.delaySeconds <= state.paywall.elapsedSeconds
      else { break }
      state.routes = [.paywall, .account]
    case .help:
      if state.route == .help {
        state.routes.removeLast()
      } else {
        state.selections[.help] = 0
        state.routes.append(.help)
      }
    case .back:
      if state.routeKind == .review {
        state.reviewOverlay = false
      } else if state.routes.count > 1 {
        state.routes.removeLast()
      }
    default: break
    }
    return []
  }

  private static func openSwitcher(
    _ kind: SwitcherKind, current: String, _ state: inout AppState, _ environment: AppEnvironment
  ) {
    state.selections[.switcher] = state.choices(kind, environment: environment).firstIndex(of: current) ?? 0
    state.routes.append(.switcher(kind))
  }

  /// Uses the switcher's chosen entry and goes back.
  static func pick(state: inout AppState, environment: AppEnvironment) -> [Effect] {
    guard case .switcher(let kind) = state.route else { return [] }
    let choices = state.choices(kind, environment: environment)
    state.routes.removeLast()
    guard choices.indices.contains(state.selection(.switcher)) else { return [] }
    let choice = choices[state.selection(.switcher)]
    switch kind {
    case .language:
      state.read(in: LanguageTag(choice), environment: environment)
      resetPaywall(&state, environment: environment)
      return [.switchLanguage(choice)]
    case .storefront:
      state.storefrontID = choice
      resetPaywall(&state, environment: environment)
      return [.switchStorefront(choice), .loadAccount]
    case .device:
      return [.switchDevice(choice), .loadAccount]
    }
  }

  /// Moves the cursor of the current list (or scrolls a text) by `delta`.
  static func move(_ delta: Int, state: inout AppState, environment: AppEnvironment) -> [Effect] {
    let kind = state.routeKind
    if kind == .paywall {
      guard let model = state.paywallModel(environment) else { return [] }
      state.paywall.apply(delta < 0 ? .up : .down, model: model)
      return []
    }
    let count: Int
    switch state.route {
    case .account: count = state.account?.subscriptions.count ?? 0
    case .history: count = state.account?.history.count ?? 0
    case .storeControls: count = StoreItem.items(state.account).count
    case .switcher(let switcher): count = state.choices(switcher, environment: environment).count
    case .help: count = HelpScreen.scrollPositions(state)
    case .transaction(let id): count = TransactionText.lines(of: id, in: state.account).count
    default: count = kind == .review ? ReviewRules.all.count : 0
    }
    state.selections[kind] = clamp(state.selection(kind) + delta, count: count)
    return []
  }
}
