import Catalog
import FoundationEssentials
import Localization
import Paywall
import ScreenGeometry
import StoreWire

/// The app driven through the review steps that need the store: a fresh account opened, the keys the
/// reviewer presses reduced, and each effect answered with what the simulated store sends back for it.
///
/// Pure: the store's answers are the ones the runtime's effect performer makes of the store's results
/// (`.nothingToRestore`, `.pending`, `.failed(networkError)`), so no store is opened.
struct ReviewWalkthrough {
  /// The store moment every screen shows: 2026-01-01 09:00 UTC (a fixed one, so packs are reproducible).
  static let now = Date(timeIntervalSince1970: 1_767_258_000)

  /// The app's configuration, over the catalog.
  let environment: AppEnvironment
  /// The app just opened on a fresh account.
  let opened: AppState
  /// The fresh account: nothing bought, the store frozen at ``now``.
  let account: AccountSnapshot

  /// Opens the app on `paywallID` in `storefrontID` and `language` at `size`, for a fresh account.
  init(
    catalog: Catalog, paywallID: String, storefrontID: String, language: LanguageTag, size: ScreenSize
  ) throws(PaywallModelError) {
    environment = AppEnvironment(catalog: catalog, paywallIDs: [paywallID])
    var state = try AppState(
      environment: environment, paywallID: paywallID, storefrontID: storefrontID, language: language, size: size)
    account = AccountSnapshot(
      device: Self.device(catalog), account: "reviewer@example.com", storefrontID: storefrontID, coins: 0,
      premiumUnlocked: false, store: StoreSnapshot(now: Self.now, timeRate: 1, rate: .realTime))
    state.open(account, at: Self.now, environment: environment)
    opened = state
  }

  /// The reviewer's device: the first the catalog suggests, else the app's default device name.
  static func device(_ catalog: Catalog) -> String { catalog.settings.devices.first ?? "default" }

  /// The product id of the plan chosen when the paywall opens (the one a purchase buys), if any.
  var chosenPlan: String? {
    guard let model = opened.paywallModel(environment), model.cards.indices.contains(opened.paywall.selectedPlan)
    else { return nil }
    return model.cards[opened.paywall.selectedPlan].planID
  }

  /// The chosen plan's name in the screen's language ("the chosen plan" when there is none).
  var chosenPlanName: String {
    chosenPlan.map { opened.names.product($0) } ?? "the chosen plan"
  }

  /// The app's screen at the end of `step`, and the snapshot of the paywall in it.
  func screen(_ step: ReviewStep) -> (grid: CellGrid, snapshot: PaywallSnapshot) {
    var state = opened
    switch step {
    case .freshAccount, .trialUsed:
      break
    case .restoreNothing:
      if press(.char("R"), on: &state).contains(.restore) {
        reduce(.restoreFinished(.nothingToRestore), on: &state)
        reduce(.accountLoaded(account), on: &state)
      }
    case .askToBuy:
      var asking = account
      asking.store.askToBuy = true
      reduce(.accountLoaded(asking), on: &state)
      if let productID = buy(choosing: .askToBuy, on: &state) {
        reduce(.purchaseFinished(productID: productID, .pending), on: &state)
        let title = state.names.product(productID)
        asking.store.pendingApprovals = [PendingLine(id: "ask-1", productID: productID, title: title)]
        reduce(.accountLoaded(asking), on: &state)
      }
    case .failedPurchase:
      if let productID = buy(choosing: .failed(.networkError), on: &state) {
        reduce(.purchaseFinished(productID: productID, .failed(LocalizedText(.bannerNetworkError))), on: &state)
        reduce(.accountLoaded(account), on: &state)
      }
    }
    return frame(state)
  }

  /// Enter on the paywall, `o` on the purchase sheet until `choice` is the outcome, Enter again; the
  /// product id of the purchase started, or nil when none started.
  private func buy(choosing choice: PurchaseOutcome, on state: inout AppState) -> String? {
    press(.enter, on: &state)
    for _ in PurchaseOutcome.sheetChoices where state.purchaseChoice != choice { press(.char("o"), on: &state) }
    for effect in press(.enter, on: &state) {
      if case .purchase(let productID, _, _) = effect { return productID }
    }
    return nil
  }

  /// Reduces a key press on `state`; the effects it asks for.
  @discardableResult
  private func press(_ key: Key, on state: inout AppState) -> [Effect] {
    AppReducer.reduce(into: &state, action: .event(.key(key)), environment: environment)
  }

  /// Reduces `action` on `state`, its effects answered by the caller.
  private func reduce(_ action: AppAction, on state: inout AppState) {
    _ = AppReducer.reduce(into: &state, action: action, environment: environment)
  }

  /// The home screen of `state` and its paywall's snapshot; below the minimum size, the paywall's own
  /// frame (the app shows only that there).
  private func frame(_ state: AppState) -> (grid: CellGrid, snapshot: PaywallSnapshot) {
    // The opening made this paywall's model; the customer's changes since (a restore) cannot unmake it.
    let model = state.paywallModel(environment)!
    let size = state.size
    guard size.columns >= PaywallScreen.minimumSize.columns, size.rows >= PaywallScreen.minimumSize.rows else {
      let frame = PaywallScreen.render(model, state: state.paywall, size: size, bidi: state.bidi)
      return (frame.grid, frame.snapshot)
    }
    let (frame, snapshot) = HomeScreen.reviewed(state, model: model)
    return (frame.grid, snapshot)
  }
}
