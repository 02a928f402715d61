import Catalog
import Paywall
import TerminalUI
import Testing
import ScreenGeometry

/// Every screen at 80x24 as exact text (golden files; record with STOREFRONT_RECORD_SNAPSHOTS=1).
struct AppScreenTests {
  let environment = AppFixture.environment

  func text(_ state: AppState) -> String {
    AppScreen.render(state, environment: environment).grid.text
  }

  func after(_ keys: Key..., account: AccountSnapshot = AppFixture.subscriber) -> AppState {
    var state = AppFixture.loaded(account)
    for key in keys { _ = AppReducer.reduce(into: &state, action: .event(.key(key)), environment: environment) }
    return state
  }

  @Test func homeBeforeTheAccountLoads() {
    assertSnapshot(text(AppFixture.state()), named: "app-home-loading-80x24")
  }

  @Test func homeForANewcomer() {
    assertSnapshot(text(AppFixture.loaded()), named: "app-home-newcomer-80x24")
  }

  @Test func homeForASubscriberWithABanner() {
    var state = after(account: AppFixture.subscriber)
    state.banner = Banner(.verbatim("+10 coins (20 total)"), tone: .success)
    assertSnapshot(text(state), named: "app-home-subscriber-80x24")
  }

  @Test func purchaseSheet() {
    assertSnapshot(text(after(.enter, account: AppFixture.newcomer)), named: "app-purchase-sheet-80x24")
    assertSnapshot(
      text(after(.down, .down, .down, .enter, .char("o"), .char("o"), .char("o"), account: AppFixture.newcomer)),
      named: "app-purchase-sheet-coins-80x24")
  }

  @Test func account() {
    assertSnapshot(text(after(.char("a"))), named: "app-account-80x24")
  }

  @Test func historyAndTransaction() {
    assertSnapshot(text(after(.char("h"))), named: "app-history-80x24")
    assertSnapshot(text(after(.char("h"), .enter)), named: "app-transaction-80x24")
  }

  @Test func storeControls() {
    assertSnapshot(text(after(.char("s"), .down)), named: "app-store-controls-80x24")
  }

  @Test func switchersHelpAndReinstall() {
    assertSnapshot(text(after(.char("S"))), named: "app-switcher-storefront-80x24")
    assertSnapshot(text(after(.char("L"))), named: "app-switcher-language-80x24")
    assertSnapshot(text(after(.char("?"))), named: "app-help-80x24")
    assertSnapshot(text(after(.char("I"))), named: "app-reinstall-80x24")
  }

  @Test func reviewOverlayOnTheDeceptivePaywall() {
    let state = after(.char("w"), .char("V"), account: AppFixture.newcomer)
    let frame = AppScreen.render(state, environment: environment)
    assertSnapshot(frame.grid.text, named: "app-review-deceptive-80x24")
    assertSnapshot(frame.grid.styleMask, named: "app-review-deceptive-80x24-styles")
  }

  @Test func otherSizes() {
    for (columns, rows) in [(60, 20), (120, 40), (59, 20)] {
      var state = AppFixture.loaded(AppFixture.subscriber, columns: columns, rows: rows)
      state.banner = Banner(.verbatim("Premium unlocked"), tone: .success)
      assertSnapshot(text(state), named: "app-home-subscriber-\(columns)x\(rows)")
    }
  }

  @Test func linksBecomeOSC8OverTheirCells() {
    let frame = AppScreen.render(AppFixture.loaded(), environment: environment)
    #expect(frame.links.map(\.url).contains("https://www.apple.com/legal/internet-services/itunes/dev/stdeula/"))
    for link in frame.links {
      let row = frame.grid.rowText(link.row)
      #expect(row.contains("Terms") || row.contains("Privacy"))
    }
  }
}

/// The purchase sheet shows trial terms only to a customer who can still get the trial.
struct PurchaseSheetTrialTests {
  @Test func aCustomerWhoUsedTheTrialSeesThePlainPrice() {
    var account = AppFixture.newcomer
    account.customer = PaywallFixture.introUsed
    var state = AppFixture.loaded(account)
    AppFixture.press(.enter, on: &state)
    let text = AppScreen.render(state, environment: AppFixture.environment).grid.text
    #expect(text.contains("$59.99/year"))
    #expect(!text.lowercased().contains("free"))
  }

  @Test func aNewcomerSeesTheTrialTerms() {
    var state = AppFixture.loaded()
    AppFixture.press(.enter, on: &state)
    let text = AppScreen.render(state, environment: AppFixture.environment).grid.text
    #expect(text.contains("1 week free, then $59.99/year"))
  }
}

/// The home screen in other languages and after a restore.
struct AppHomeVariantTests {
  @Test(arguments: [("DEU", "de"), ("JPN", "ja"), ("SAU", "ar")])
  func homeInOtherLanguages(storefront: String, language: String) throws {
    var state = try AppState(
      environment: AppFixture.environment, storefrontID: storefront, language: LanguageTag(language),
      size: ScreenSize(columns: 80, rows: 24))
    var account = AppFixture.newcomer
    account.storefrontID = storefront
    _ = AppReducer.reduce(into: &state, action: .accountLoaded(account), environment: AppFixture.environment)
    assertSnapshot(
      AppScreen.render(state, environment: AppFixture.environment).grid.text,
      named: "app-home-\(storefront)-\(language)-80x24")
  }

  @Test func afterARestoreThePaywallSaysWhatCameBackOnce() {
    var state = AppFixture.loaded()
    AppFixture.press(.char("R"), on: &state)
    _ = AppReducer.reduce(
      into: &state, action: .restoreFinished(.restored(["Premium"])), environment: AppFixture.environment)
    let text = AppScreen.render(state, environment: AppFixture.environment).grid.text
    assertSnapshot(text, named: "app-home-restored-80x24")
  }
}

/// Screens other than home at the smallest and a large size.
struct AppScreenSizeTests {
  @Test func reviewOverlayAt120x40AndAccountAndStoreAt60x20() {
    let environment = AppFixture.environment
    var review = AppFixture.loaded(AppFixture.newcomer, columns: 120, rows: 40)
    AppFixture.press(.char("V"), on: &review)
    assertSnapshot(AppScreen.render(review, environment: environment).grid.text, named: "app-review-default-120x40")
    var account = AppFixture.loaded(AppFixture.subscriber, columns: 60, rows: 20)
    AppFixture.press(.char("a"), on: &account)
    assertSnapshot(AppScreen.render(account, environment: environment).grid.text, named: "app-account-60x20")
    AppFixture.press(.char("s"), on: &account)
    assertSnapshot(AppScreen.render(account, environment: environment).grid.text, named: "app-store-controls-60x20")
  }
}
