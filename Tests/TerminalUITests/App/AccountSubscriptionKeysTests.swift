import Catalog
import Foundation
import Localization
import ScreenGeometry
import TerminalUI
import Testing

/// The account's subscription keys (u auto-renew, p change plan, f refund) act only where they can:
/// on an expired or refunded plan u and p said the store's raw English "there is no active
/// subscription 2000000000000001", the footer still offered them, and f refunded a free trial's
/// transaction (found by the walkthrough of issue 12).
struct AccountSubscriptionKeysTests {
  static let now = AppFixture.now

  /// One Pro Monthly line in `state`, with its transactions.
  static func account(_ state: SubscriptionState, history: [HistoryLine]) -> AccountSnapshot {
    var account = AppFixture.newcomer
    account.subscriptions = [
      SubscriptionLine(
        productID: "com.example.pro.monthly", title: "Pro Monthly", groupID: "pro", state: state,
        renewsOrExpires: now.addingTimeInterval(-86_400), willAutoRenew: false)
    ]
    account.history = history
    return account
  }

  static func transaction(_ id: UInt64, hoursAgo: Double, charged: Bool = true, revoked: Bool = false) -> HistoryLine {
    HistoryLine(
      transactionID: id, productID: "com.example.pro.monthly", title: "Pro Monthly",
      purchaseDate: now.addingTimeInterval(-hoursAgo * 3_600), verified: true, revoked: revoked, charged: charged)
  }

  /// The state on the account screen, and its text.
  static func onAccount(_ account: AccountSnapshot, language: String = "en") -> AppState {
    var state = AppFixture.loaded(account)
    if language != "en" { state.language = LanguageTag(language) }
    AppFixture.press(.char("a"), on: &state)
    return state
  }

  static func footer(_ state: AppState) -> String {
    let grid = AppScreen.render(state, environment: AppFixture.environment).grid
    return grid.text.split(separator: "\n", omittingEmptySubsequences: false)[grid.rows - 1].description
  }

  @Test(arguments: [SubscriptionState.expired, .revoked])
  func renewalKeysOnAnEndedPlanSayItEndedInTheUsersWords(state subscriptionState: SubscriptionState) {
    var state = Self.onAccount(Self.account(subscriptionState, history: [Self.transaction(7, hoursAgo: 800)]))
    for key: Key in [.char("u"), .char("p")] {
      #expect(AppFixture.press(key, on: &state) == [])
      #expect(state.banner?.text == LocalizedText(.bannerSubscriptionEnded, .product("com.example.pro.monthly")))
      #expect(state.say(state.banner!.text) == "Pro Monthly has ended; subscribe again from the paywall")
    }
    #expect(!Self.footer(state).contains("auto-renew"))
    state.language = LanguageTag("ja")
    #expect(state.say(state.banner!.text).hasSuffix("は終了しました。ペイウォールから再登録してください"))
  }

  @Test func theFooterOffersRenewalKeysOnlyOnALivePlan() {
    let live = Self.footer(Self.onAccount(Self.account(.subscribed, history: [Self.transaction(7, hoursAgo: 1)])))
    let ended = Self.footer(Self.onAccount(Self.account(.expired, history: [Self.transaction(7, hoursAgo: 800)])))
    #expect(live.contains("u auto-renew") && live.contains(" p "), "\(live)")
    #expect(!ended.contains("u auto-renew") && !ended.contains(" p "), "\(ended)")
    // An expired plan's last charge can still be refunded, as Apple takes requests after expiry.
    #expect(ended.contains("f refund"), "\(ended)")
  }

  @Test func aFreeTrialHasNothingToRefund() {
    var state = Self.onAccount(Self.account(.inTrial, history: [Self.transaction(7, hoursAgo: 1, charged: false)]))
    #expect(!Self.footer(state).contains("f refund"))
    #expect(AppFixture.press(.char("f"), on: &state) == [])
    #expect(state.route == .account)
    #expect(state.say(state.banner!.text) == "Nothing was charged for Pro Monthly; there is nothing to refund")
  }

  @Test func theRefundKeyAsksAboutTheNewestPaidUnrefundedCharge() {
    let history = [
      Self.transaction(9, hoursAgo: 1, revoked: true), Self.transaction(8, hoursAgo: 2),
      Self.transaction(6, hoursAgo: 5), Self.transaction(5, hoursAgo: 9, charged: false),
    ]
    var state = Self.onAccount(Self.account(.subscribed, history: history))
    AppFixture.press(.char("f"), on: &state)
    #expect(state.route == .confirmRefund(8))
    var refunded = Self.onAccount(Self.account(.revoked, history: [Self.transaction(9, hoursAgo: 1, revoked: true)]))
    AppFixture.press(.char("f"), on: &refunded)
    #expect(refunded.route == .account)
    #expect(refunded.banner?.text == LocalizedText(.bannerAlreadyRefunded, .product("com.example.pro.monthly")))
  }
}
