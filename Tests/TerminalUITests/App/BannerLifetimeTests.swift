import Foundation
import Paywall
import TerminalUI
import Testing

/// Issue 12: a banner lasts no longer than it is true: a result about the account goes when the
/// account changes (a refund), one with an end date goes when the store clock passes it.
struct BannerLifetimeTests {
  let environment = AppFixture.environment

  /// The subscriber with Premium refunded: its transaction revoked and Premium locked.
  static var premiumRefunded: AccountSnapshot {
    var account = AppFixture.subscriber
    account.premiumUnlocked = false
    account.history[1].revoked = true
    return account
  }

  @Test func restoredGoesWhenARefundChangesTheAccount() {
    var state = AppFixture.loaded(AppFixture.subscriber)
    AppFixture.press(.char("R"), on: &state)
    _ = AppReducer.reduce(into: &state, action: .restoreFinished(.restored(["Premium"])), environment: environment)
    _ = AppReducer.reduce(into: &state, action: .accountLoaded(AppFixture.subscriber), environment: environment)
    // The load after the restore is what it describes: the message stays (as many loads as come).
    _ = AppReducer.reduce(into: &state, action: .accountLoaded(AppFixture.subscriber), environment: environment)
    #expect(state.bannerText == "Restored: Premium")
    #expect(state.lastRestore == .restored(["Premium"]))

    _ = AppReducer.reduce(into: &state, action: .accountLoaded(Self.premiumRefunded), environment: environment)
    #expect(state.banner == nil)
    #expect(state.lastRestore == nil)
    let screen = AppScreen.render(state, environment: environment).grid.text
    #expect(!screen.contains("Restored"))
  }

  /// A subscription's banner goes when the store clock reaches the date it names: the end of a
  /// non-renewing period ("until"), or the renewal of an auto-renewable one (the walkthrough found a
  /// new auto-renewable subscription's banner saying "until" the date it renews).
  @Test(arguments: [
    (
      PurchaseFeedback.subscribed(title: "Pro Yearly", until: AppFixture.now.addingTimeInterval(7 * 86_400)),
      "Subscribed to Pro Yearly until 2026-12-06 17:52"
    ),
    (
      .renewing(title: "Pro Yearly", renewsOn: AppFixture.now.addingTimeInterval(7 * 86_400)),
      "Subscribed to Pro Yearly; renews 2026-12-06 17:52"
    ),
  ])
  func aSubscriptionsBannerGoesWhenTheStoreClockReachesItsDate(result: PurchaseFeedback, text: String) {
    var state = AppFixture.loaded(AppFixture.subscriber)
    let date = AppFixture.now.addingTimeInterval(7 * 86_400)
    _ = AppReducer.reduce(
      into: &state, action: .purchaseFinished(productID: "com.example.pro.yearly", result), environment: environment)
    _ = AppReducer.reduce(into: &state, action: .accountLoaded(AppFixture.subscriber), environment: environment)
    _ = AppReducer.reduce(into: &state, action: .tick(date.addingTimeInterval(-1)), environment: environment)
    #expect(state.bannerText == text)
    _ = AppReducer.reduce(into: &state, action: .tick(date), environment: environment)
    #expect(state.banner == nil)
  }

  @Test func aRenewalLoadedEndsAControlsMessage() {
    var state = AppFixture.loaded(AppFixture.subscriber)
    _ = AppReducer.reduce(into: &state, action: .controlFinished(.verbatim("Auto-renew on")), environment: environment)
    _ = AppReducer.reduce(into: &state, action: .accountLoaded(AppFixture.subscriber), environment: environment)
    #expect(state.bannerText == "Auto-renew on")
    var renewed = AppFixture.subscriber
    renewed.subscriptions[0].state = .subscribed
    renewed.subscriptions[0].renewsOrExpires = AppFixture.now.addingTimeInterval(372 * 86_400)
    _ = AppReducer.reduce(into: &state, action: .accountLoaded(renewed), environment: environment)
    #expect(state.banner == nil)
  }

  @Test func theSameAccountInAnotherLanguageKeepsTheMessage() {
    var state = AppFixture.loaded(AppFixture.subscriber)
    _ = AppReducer.reduce(into: &state, action: .restoreFinished(.restored(["Premium"])), environment: environment)
    _ = AppReducer.reduce(into: &state, action: .accountLoaded(AppFixture.subscriber), environment: environment)
    var japanese = AppFixture.subscriber
    japanese.subscriptions[0].title = "プロ年額"
    japanese.history[0].title = "プロ年額"
    _ = AppReducer.reduce(into: &state, action: .accountLoaded(japanese), environment: environment)
    #expect(state.bannerText == "Restored: Premium")
    #expect(state.lastRestore == .restored(["Premium"]))
  }

  @Test func aFailureIsNotAboutTheAccountAndOutlivesALoad() {
    var state = AppFixture.loaded(AppFixture.subscriber)
    _ = AppReducer.reduce(into: &state, action: .failed(.verbatim("The store is busy")), environment: environment)
    _ = AppReducer.reduce(into: &state, action: .accountLoaded(Self.premiumRefunded), environment: environment)
    #expect(state.bannerText == "The store is busy" && state.banner?.tone == .failure)
  }
}
