import FoundationEssentials

/// The app's pure reducer: changes the state for an action and returns the effects for the runtime.
///
/// It reads no clock and does no I/O; keys are mapped through `KeyBindings`, so the footer and help
/// always say what the reducer does.
public enum AppReducer {
  /// Applies `action` to `state` and returns the work the runtime must do, in order.
  public static func reduce(into state: inout AppState, action: AppAction, environment: AppEnvironment) -> [Effect] {
    switch action {
    case .event(.key(let key)):
      if state.route == .redeemCode, !state.isBelowMinimumSize, type(key, into: &state) { return [] }
      guard let command = KeyBindings.command(for: key, in: state.routeKind) else { return [] }
      // Below the minimum size only the "too small" notice is on screen and it offers q alone: no other
      // key may act unseen (a purchase confirmed blind, a refund, a switch).
      if state.isBelowMinimumSize && command != .quit { return [] }
      // A message stays until the person does something else (not while a purchase or restore runs).
      // Choosing another language changes how it reads, not what happened: the banner stays, said anew.
      let readsAnew =
        command == .openLanguages
        || (state.route == .switcher(.language) && [.previous, .next, .pick, .back].contains(command))
      if !state.busy && !readsAnew { state.banner = nil }
      return perform(command, key: key, state: &state, environment: environment)
    case .event(.resized(let size)):
      state.size = size
      return []
    case .tick(let date):
      return tick(date, state: &state)
    case .accountLoaded(let account):
      accountLoaded(account, state: &state, environment: environment)
      return []
    case .purchaseFinished(let productID, let result):
      state.busy = false
      state.banner =
        AppText.purchase(result, productID: productID)
        .describingAccount
      return [.loadAccount]
    case .redemptionFinished(let accepted, let text):
      state.busy = false
      state.banner = Banner(text, tone: accepted ? .success : .failure)
      if accepted {
        state.banner = state.banner?.describingAccount
        state.offerCodeEntry = ""
        if state.route == .redeemCode { state.routes.removeLast() }
      }
      return [.loadAccount]
    case .restoreFinished(let outcome):
      state.busy = false
      state.lastRestore = outcome
      state.lastRestoreMoment = AccountMoment()
      state.banner = AppText.restore(outcome).describingAccount
      return [.loadAccount]
    case .controlFinished(let message):
      // A purchase can end here too ("already yours"): whatever ran is over.
      state.busy = false
      state.banner = Banner(message, tone: .success).describingAccount
      return [.loadAccount]
    case .failed(let message):
      state.busy = false
      state.banner = Banner(message, tone: .failure)
      return []
    case .storeReadable:
      if state.banner?.text.key == .bannerStoreUnreadable { state.banner = nil }
      return []
    }
  }

  /// Moves the clock; asks for the account again once the store passes its next renewal.
  static func tick(_ date: Date, state: inout AppState) -> [Effect] {
    state.clock = date
    if let banner = state.banner, !banner.holds(at: date) { state.banner = nil }
    let shownAt = state.paywallShownAt ?? date
    state.paywallShownAt = shownAt
    let rate = max(state.account?.store.timeRate ?? 1, 1)
    state.paywall.elapsedSeconds = max(0, Int(date.timeIntervalSince(shownAt)) / rate)
    guard let next = state.account?.store.nextRenewal, date >= next else { return [] }
    // Asked once: the next load brings the following renewal date.
    state.account?.store.nextRenewal = nil
    return [.loadAccount]
  }

  /// Takes in a fresh account: its storefront becomes the paywall's, cursors stay on their lists.
  static func accountLoaded(_ account: AccountSnapshot, state: inout AppState, environment: AppEnvironment) {
    // The chosen line below the top stays chosen when lines come or go above it (the refund
    // request `r` makes, an approval); at the top the first line is chosen, the newest there.
    let chosenItem =
      state.selection(.storeControls) == 0
      ? nil : StoreItem.items(state.account).dropFirst(state.selection(.storeControls)).first?.identity
    state.account = account
    dropUntrueMessages(account, state: &state)
    if state.clock.map({ $0 < account.store.now }) ?? true { state.clock = account.store.now }
    if account.storefrontID != state.storefrontID, environment.catalog.storefront(account.storefrontID) != nil {
      state.storefrontID = account.storefrontID
      resetPaywall(&state, environment: environment)
    }
    state.selections[.account] = clamp(state.selection(.account), count: account.subscriptions.count)
    state.selections[.history] = clamp(state.selection(.history), count: account.history.count)
    let items = StoreItem.items(account)
    state.selections[.storeControls] =
      items.firstIndex { $0.identity == chosenItem } ?? clamp(state.selection(.storeControls), count: items.count)
    if let model = state.paywallModel(environment) {
      state.paywall.selectedPlan = clamp(state.paywall.selectedPlan, count: model.cards.count)
    }
  }

  /// Ends the banner and the last restore's result when `account` is no longer the account they
  /// describe (bound to the first load after them), and a banner whose end date the clock passed.
  static func dropUntrueMessages(_ account: AccountSnapshot, state: inout AppState) {
    if var banner = state.banner, var moment = banner.moment {
      if moment.holds(for: account) && banner.holds(at: account.store.now) {
        banner.moment = moment
        state.banner = banner
      } else {
        state.banner = nil
      }
    }
    if state.lastRestore != nil, !state.lastRestoreMoment.holds(for: account) {
      state.lastRestore = nil
      state.lastRestoreMoment = AccountMoment()
    }
  }

  /// The paywall's view state made fresh for the current paywall, storefront and language.
  static func resetPaywall(_ state: inout AppState, environment: AppEnvironment) {
    state.numberAsStorefront(environment)
    guard let model = state.paywallModel(environment) else { return }
    state.paywall = PaywallViewState(model: model)
    state.paywallShownAt = state.clock
    state.selections[.review] = 0
  }

  /// `index` kept inside a list of `count` lines (0 for an empty list).
  static func clamp(_ index: Int, count: Int) -> Int {
    max(0, min(index, count - 1))
  }
}
