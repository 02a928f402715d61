import Catalog
import Foundation
import Paywall
import Testing

@testable import TerminalUI

/// The reducer's navigation, switchers, store controls and clock.
struct AppReducerNavigationTests {
  let environment = AppFixture.environment

  @Test func historyEnterOpensTheTransactionAndEscapeGoesBack() {
    var state = AppFixture.loaded(AppFixture.subscriber)
    AppFixture.press(.char("h"), .down, .enter, on: &state)
    #expect(state.routes == [.paywall, .history, .transaction(1002)])
    AppFixture.press(.escape, on: &state)
    #expect(state.routes == [.paywall, .history])
    AppFixture.press(.escape, on: &state)
    #expect(state.routes == [.paywall])
  }

  @Test func storeControlsEmitTheirControls() {
    var state = AppFixture.loaded(AppFixture.subscriber)
    AppFixture.press(.char("s"), on: &state)
    #expect(AppFixture.press(.char("n"), on: &state) == [.store(.advanceToNextRenewal)])
    #expect(AppFixture.press(.char("+"), on: &state) == [.store(.setTimeRate(.monthlyRenewalEveryFiveMinutes))])
    #expect(AppFixture.press(.char("-"), on: &state) == [.store(.setTimeRate(.monthlyRenewalEveryThirtyMinutes))])
    #expect(AppFixture.press(.char("a"), on: &state) == [.store(.approve("ask-1"))])
    #expect(AppFixture.press(.char("d"), on: &state) == [.store(.decline("ask-1"))])
    #expect(AppFixture.press(.char("i"), on: &state) == [.store(.resolveInterrupted("int-1"))])
    #expect(AppFixture.press(.char("b"), on: &state) == [.store(.setBillingIssue(true))])
    #expect(AppFixture.press(.char("g"), on: &state) == [.store(.setGracePeriod(true))])
    #expect(AppFixture.press(.char("f"), on: &state) == [])
    #expect(state.bannerText == "Choose a transaction to refund" && state.banner?.tone == .failure)
    AppFixture.press(.down, .down, on: &state)
    #expect(AppFixture.press(.char("f"), on: &state) == [])
    #expect(state.route == .confirmRefund(1003))
    #expect(AppFixture.press(.enter, on: &state) == [.store(.refund(1003))])
    #expect(state.route == .storeControls)
  }

  /// Issue 12: `+` from a monthly renewal every 30 seconds went to one every 15 minutes; the
  /// rates step by speed, each `+` strictly faster and each `-` strictly slower.
  @Test func plusAndMinusStepTheClockByItsSpeed() {
    let rates = TimeRate.slowestFirst
    for rate in rates {
      if let faster = AppReducer.neighbour(of: rate, in: rates, by: 1) {
        #expect(faster.secondsPerMonthlyRenewal < rate.secondsPerMonthlyRenewal, "\(rate) → \(faster)")
      } else {
        #expect(rate.secondsPerMonthlyRenewal == rates.map(\.secondsPerMonthlyRenewal).min())
      }
      if let slower = AppReducer.neighbour(of: rate, in: rates, by: -1) {
        #expect(slower.secondsPerMonthlyRenewal > rate.secondsPerMonthlyRenewal, "\(rate) → \(slower)")
      }
    }
    #expect(AppReducer.neighbour(of: .monthlyRenewalEveryThirtySeconds, in: rates, by: 1) == .oneRenewalEveryTenSeconds)
    #expect(AppReducer.neighbour(of: .monthlyRenewalEveryThirtySeconds, in: rates, by: -1) == .oneRenewalEveryMinute)
  }

  @Test func accountKeysSpendToggleChangeAndRefund() {
    var state = AppFixture.loaded(AppFixture.subscriber)
    AppFixture.press(.char("a"), on: &state)
    #expect(state.route == .account)
    #expect(AppFixture.press(.char("c"), on: &state) == [.spend(5)])
    #expect(
      AppFixture.press(.char("u"), on: &state) == [.store(.setAutoRenew(productID: "com.example.pro.yearly", false))])
    #expect(AppFixture.press(.char("p"), on: &state) == [.store(.changePlan(productID: "com.example.pro.monthly"))])
    #expect(AppFixture.press(.char("f"), on: &state) == [])
    #expect(state.route == .confirmRefund(1003))
    #expect(AppFixture.press(.enter, on: &state) == [.store(.refund(1003))])
    #expect(state.route == .account)
  }

  @Test func spendingMoreCoinsThanHeldSaysSo() {
    var state = AppFixture.loaded()
    AppFixture.press(.char("a"), on: &state)
    #expect(AppFixture.press(.char("c"), on: &state) == [])
    #expect(state.bannerText == "Not enough coins (0)" && state.banner?.tone == .failure)
  }

  @Test func switchersChangeLanguageStorefrontAndDevice() {
    var state = AppFixture.loaded()
    AppFixture.press(.char("L"), on: &state)
    #expect(state.route == .switcher(.language))
    let german = environment.languages.firstIndex(of: LanguageTag("de"))!
    let start = state.selection(.switcher)
    let steps = german - start
    for _ in 0..<abs(steps) { AppFixture.press(steps > 0 ? .down : .up, on: &state) }
    #expect(AppFixture.press(.enter, on: &state) == [.switchLanguage("de")])
    #expect(state.language == LanguageTag("de"))
    #expect(state.route == .paywall)

    AppFixture.press(.char("S"), .down, on: &state)
    #expect(AppFixture.press(.enter, on: &state) == [.switchStorefront("GBR"), .loadAccount])
    #expect(state.storefrontID == "GBR")

    AppFixture.press(.char("D"), .up, on: &state)  // sorted: iPad, iPhone (current)
    #expect(AppFixture.press(.enter, on: &state) == [.switchDevice("iPad"), .loadAccount])
  }

  @Test func reinstallAsksFirst() {
    var state = AppFixture.loaded()
    #expect(AppFixture.press(.char("I"), on: &state) == [])
    #expect(state.route == .confirmReinstall)
    #expect(AppFixture.press(.char("n"), on: &state) == [])
    #expect(state.route == .paywall)
    AppFixture.press(.char("I"), on: &state)
    #expect(AppFixture.press(.char("y"), on: &state) == [.reinstall, .loadAccount])
    #expect(state.route == .paywall)
  }

  @Test func wSwitchesPaywallAndLinksOpen() {
    var state = AppFixture.loaded()
    #expect(
      AppFixture.press(.char("T"), on: &state) == [
        .openLink("https://www.apple.com/legal/internet-services/itunes/dev/stdeula/")
      ])
    #expect(state.paywall.shownLink == "T")
    AppFixture.press(.char("w"), on: &state)
    #expect(state.paywallID == "deceptive")
    #expect(state.paywall.shownLink == nil)
    AppFixture.press(.char(" "), on: &state)
    #expect(state.paywall.trialSwitchOn == false)
    // Every paywall of the catalog, in its order, then round again.
    AppFixture.press(.char("w"), on: &state)
    #expect(state.paywallID == "shop")
    AppFixture.press(.char("w"), on: &state)
    #expect(state.paywallID == "default")
  }

  @Test func ticksMoveTheClockAndReloadOncePastTheNextRenewal() {
    var state = AppFixture.loaded(AppFixture.subscriber)
    let later = AppFixture.now.addingTimeInterval(86_400)
    #expect(AppReducer.reduce(into: &state, action: .tick(later), environment: environment) == [])
    #expect(state.clock == later)
    #expect(state.paywall.elapsedSeconds == 1)
    let renewal = AppFixture.now.addingTimeInterval(7 * 86_400)
    #expect(AppReducer.reduce(into: &state, action: .tick(renewal), environment: environment) == [.loadAccount])
    #expect(AppReducer.reduce(into: &state, action: .tick(renewal), environment: environment) == [])
  }

  @Test func helpTogglesWithQuestionMark() {
    var state = AppFixture.loaded()
    AppFixture.press(.char("a"), .char("?"), on: &state)
    #expect(state.routes == [.paywall, .account, .help])
    AppFixture.press(.char("?"), on: &state)
    #expect(state.routes == [.paywall, .account])
  }
}
