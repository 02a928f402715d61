import Foundation
import Paywall
import TerminalUI
import Testing
import ScreenGeometry
import StoreWire

/// The reducer: exact state and exact effects for each key and result.
struct AppReducerTests {
  let environment = AppFixture.environment

  @Test func enterOpensTheSheetOCyclesTheOutcomeAndEnterBuys() {
    var state = AppFixture.loaded()
    let before = state
    #expect(AppFixture.press(.enter, on: &state) == [])
    var expected = before
    expected.routes = [.paywall, .purchaseSheet(productID: "com.example.pro.yearly")]
    #expect(state == expected)

    #expect(AppFixture.press(.char("o"), .char("o"), on: &state) == [])
    expected.purchaseChoice = .failed(.networkError)
    #expect(state == expected)

    let effects = AppFixture.press(.enter, on: &state)
    #expect(effects == [.purchase(productID: "com.example.pro.yearly", outcome: .failed(.networkError))])
    expected.routes = [.paywall]
    expected.busy = true
    expected.banner = Banner(LocalizedText(.bannerWorking))
    #expect(state == expected)
  }

  /// A non-consumable the customer owns is labelled and buttoned "Purchased" and opens no sheet: the sheet
  /// said "you will be charged when you confirm" for Premium already bought (found trying the app).
  @Test func anOwnedNonConsumableIsNotOfferedAgain() throws {
    var state = AppFixture.loaded(AppFixture.subscriber)
    let model = try #require(state.paywallModel(environment))
    let index = try #require(model.cards.firstIndex { $0.planID == "com.iaptutorial.premium" })
    #expect(model.cards[index].isOwned && !model.cards[index].isPurchasable)
    #expect(model.cards[index].relationText == "Purchased")
    state.paywall.selectedPlan = index
    let screen = AppScreen.render(state, environment: environment).grid
    let rows = (0..<screen.rows).map { screen.rowText($0) }
    #expect(rows.contains { $0.contains("[ Purchased ]") }, "\(rows.joined(separator: "\n"))")
    #expect(AppFixture.press(.enter, on: &state) == [])
    #expect(state.route == .paywall)
    #expect(state.bannerText == "Unlock Premium Version: Purchased")
    // Coins stay for sale whatever was bought before.
    let coins = try #require(model.cards.first { $0.planID == "com.iaptutorial.coins" })
    #expect(coins.isPurchasable && !coins.isOwned)
  }

  /// Below the minimum size only the "too small" notice is drawn and it offers q alone: Enter Enter on a
  /// plan bought it unseen (found trying the app at 40x10); now no key but q does anything there.
  @Test func belowTheMinimumSizeOnlyQuitActs() {
    var state = AppFixture.loaded()
    _ = AppReducer.reduce(
      into: &state, action: .event(.resized(ScreenSize(columns: 40, rows: 10))), environment: environment)
    let before = state
    for key: Key in [.enter, .enter, .char("R"), .char("a"), .char("s"), .char("f"), .char("I"), .down, .escape] {
      #expect(AppFixture.press(key, on: &state) == [], "\(key)")
    }
    #expect(state == before)
    #expect(AppFixture.press(.char("q"), on: &state) == [.quit])
    _ = AppReducer.reduce(
      into: &state, action: .event(.resized(ScreenSize(columns: 60, rows: 20))), environment: environment)
    #expect(AppFixture.press(.enter, on: &state) == [])
    #expect(state.route == .purchaseSheet(productID: "com.example.pro.yearly"))
  }

  @Test func aMessageStaysUntilTheNextKeyThatDoesSomething() {
    var state = AppFixture.loaded()
    _ = AppReducer.reduce(
      into: &state, action: .purchaseFinished(productID: "com.iaptutorial.coins", .coinsAdded(10, total: 20)),
      environment: environment)
    #expect(state.bannerText == "+10 coins (20 total)" && state.banner?.tone == .success)
    AppFixture.press(.char("§"), on: &state)  // bound to nothing
    #expect(state.bannerText == "+10 coins (20 total)")
    AppFixture.press(.down, on: &state)
    #expect(state.banner == nil)
  }

  @Test func theWorkingMessageStaysWhileAPurchaseRuns() {
    var state = AppFixture.loaded()
    AppFixture.press(.enter, .enter, on: &state)
    #expect(state.busy)
    AppFixture.press(.down, on: &state)
    #expect(state.banner == Banner(LocalizedText(.bannerWorking)))
  }

  @Test func theOutcomeCyclesThroughAllFiveAndBack() {
    var choice = PurchaseOutcome.success
    var seen: [PurchaseOutcome] = []
    for _ in 0..<5 {
      seen.append(choice)
      choice = choice.nextOnSheet
    }
    #expect(seen == [.success, .userCancelled, .failed(.networkError), .askToBuy, .interrupted])
    #expect(choice == .success)
    // One the sheet does not offer (set by `buy --outcome payments-not-allowed`) steps to the first.
    #expect(PurchaseOutcome.failed(.paymentsNotAllowed).nextOnSheet == .success)
  }

  @Test func escapeCancelsThePurchaseSheetWithoutEffects() {
    var state = AppFixture.loaded()
    AppFixture.press(.down, .enter, on: &state)
    #expect(state.route == .purchaseSheet(productID: "com.example.pro.monthly"))
    #expect(AppFixture.press(.escape, on: &state) == [])
    #expect(state.route == .paywall)
    #expect(state.busy == false)
  }

  @Test func purchaseResultsAreSaidPlainlyAndReloadTheAccount() {
    var state = AppFixture.loaded()
    state.busy = true
    let results: [(String, PurchaseFeedback, String, Banner.Tone, Date?)] = [
      ("com.iaptutorial.coins", .coinsAdded(10, total: 20), "+10 coins (20 total)", .success, nil),
      ("com.iaptutorial.premium", .unlocked(entitlementID: "premium"), "Premium unlocked", .success, nil),
      (
        "com.example.pro.yearly", .subscribed(title: "Pro Yearly", until: AppFixture.now),
        "Subscribed to Pro Yearly until 2026-11-29 17:52", .success, AppFixture.now
      ),
      ("com.iaptutorial.coins", .pending, "Waiting for approval (Ask to Buy): 10 Coins", .info, nil),
      ("com.iaptutorial.coins", .failed(.verbatim("Card declined")), "Purchase failed: Card declined", .failure, nil),
    ]
    for (productID, result, text, tone, until) in results {
      let effects = AppReducer.reduce(
        into: &state, action: .purchaseFinished(productID: productID, result), environment: environment)
      #expect(effects == [.loadAccount])
      #expect(state.bannerText == text && state.banner?.tone == tone && state.banner?.until == until)
      #expect(state.banner?.moment != nil)
      #expect(state.busy == false)
    }
  }

  /// Issue 12: buying Premium a second time ends in "already yours" (a control's message), and the
  /// app must not stay "Working…": Enter opens the sheet again.
  @Test func aPurchaseEndingInAControlsMessageIsNoLongerBusy() {
    var state = AppFixture.loaded()
    AppFixture.press(.enter, .enter, on: &state)
    #expect(state.busy)
    let effects = AppReducer.reduce(
      into: &state, action: .controlFinished(.verbatim("Unlock Premium Version is already yours: nothing was charged")),
      environment: environment)
    #expect(effects == [.loadAccount])
    #expect(state.busy == false)
    AppFixture.press(.enter, on: &state)
    #expect(state.route == .purchaseSheet(productID: "com.example.pro.yearly"))
  }

  @Test func capitalRRestoresFromEveryRoute() {
    let routes: [AppRoute] = [
      .paywall, .purchaseSheet(productID: "com.iaptutorial.coins"), .account, .history, .transaction(1003),
      .storeControls, .help, .switcher(.language), .switcher(.storefront), .switcher(.device), .confirmReinstall,
      .confirmRefund(1003),
    ]
    for route in routes {
      var state = AppFixture.loaded(AppFixture.subscriber)
      state.routes = route == .paywall ? [.paywall] : [.paywall, route]
      var expected = state
      #expect(AppFixture.press(.char("R"), on: &state) == [.restore], "\(route)")
      expected.busy = true
      expected.banner = Banner(LocalizedText(.bannerRestoring))
      #expect(state == expected, "\(route)")
    }
    var overlay = AppFixture.loaded()
    overlay.reviewOverlay = true
    #expect(AppFixture.press(.char("R"), on: &overlay) == [.restore])
  }

  @Test func restoreOutcomesShowTheirMessageAndFeedThePaywall() {
    var state = AppFixture.loaded()
    AppFixture.press(.char("R"), on: &state)
    let cases: [(RestoreOutcome, String)] = [
      (.restored(["Premium"]), "Restored: Premium"), (.nothingToRestore, "Nothing to restore"),
      (.failed, "Restore failed — press R to retry"),
    ]
    for (outcome, text) in cases {
      let effects = AppReducer.reduce(into: &state, action: .restoreFinished(outcome), environment: environment)
      #expect(effects == [.loadAccount])
      #expect(state.bannerText == text)
      #expect(state.lastRestore == outcome)
      #expect(state.customer(in: environment.catalog).restoreResult == outcome)
    }
  }

  @Test func qAndControlCQuitFromEveryRoute() {
    for route in [AppRoute.paywall, .account, .help, .purchaseSheet(productID: "x"), .switcher(.device)] {
      var state = AppFixture.loaded()
      state.routes = route == .paywall ? [.paywall] : [.paywall, route]
      #expect(AppFixture.press(.char("q"), on: &state) == [.quit])
      #expect(AppFixture.press(.ctrl("c"), on: &state) == [.quit])
    }
  }

  @Test func resizeChangesOnlyTheSize() {
    var state = AppFixture.loaded()
    var expected = state
    let effects = AppReducer.reduce(
      into: &state, action: .event(.resized(ScreenSize(columns: 120, rows: 40))), environment: environment)
    #expect(effects == [])
    expected.size = ScreenSize(columns: 120, rows: 40)
    #expect(state == expected)
  }

  @Test func capitalVTogglesTheReviewOverlayAndReturnsHome() {
    var state = AppFixture.loaded()
    state.routes = [.paywall, .account]
    AppFixture.press(.char("V"), on: &state)
    #expect(state.reviewOverlay == true)
    #expect(state.routes == [.paywall])
    #expect(state.routeKind == .review)
    AppFixture.press(.down, .down, on: &state)
    #expect(state.selection(.review) == 2)
    #expect(state.paywall.selectedPlan == 0)
    AppFixture.press(.char("V"), on: &state)
    #expect(state.reviewOverlay == false)
    AppFixture.press(.char("V"), .escape, on: &state)
    #expect(state.reviewOverlay == false)
  }

  @Test func accountLoadedFillsTheStatusAndKeepsCursorsInside() {
    var state = AppFixture.state()
    state.selections[.history] = 9
    let effects = AppReducer.reduce(
      into: &state, action: .accountLoaded(AppFixture.subscriber), environment: environment)
    #expect(effects == [])
    #expect(state.account == AppFixture.subscriber)
    #expect(state.clock == AppFixture.now)
    #expect(state.selection(.history) == 2)
  }
}
