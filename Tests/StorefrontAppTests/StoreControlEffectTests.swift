import Foundation
import Paywall
import TerminalUI
import Testing

@testable import StorefrontApp

/// The store controls and the device actions of the app, carried out on the simulated store.
struct StoreControlEffectTests {
  @Test func askToBuyApprovedDeliversAndDeclinedDoesNot() throws {
    let app = try AppHarness()
    _ = app.perform(.purchase(productID: "com.iaptutorial.premium", outcome: .askToBuy))
    let waiting = try #require(try app.account().store.pendingApprovals.first)
    let approved = app.perform(.store(.approve(waiting.id)))
    #expect(approved.first?.isFailure == false && approved.first?.englishWords == "Ask to Buy \(waiting.id) approved")
    #expect(app.account(after: approved)?.premiumUnlocked == true)
    _ = app.perform(.purchase(productID: "com.iaptutorial.coins", outcome: .askToBuy))
    let second = try #require(try app.account().store.pendingApprovals.first)
    let declined = app.perform(.store(.decline(second.id)))
    #expect(app.account(after: declined)?.coins == 0)
    #expect(app.account(after: declined)?.store.pendingApprovals.isEmpty == true)
  }

  @Test func anInterruptedPurchaseCompletesWhenResolved() throws {
    let app = try AppHarness()
    _ = app.perform(.purchase(productID: "com.iaptutorial.coins", outcome: .interrupted))
    let pending = try #require(try app.account().store.interrupted.first)
    let resolved = app.perform(.store(.resolveInterrupted(pending.id)))
    #expect(app.account(after: resolved)?.coins == 10)
  }

  @Test func advancingRenewsAndARefundEndsProAtTheRefund() throws {
    let app = try AppHarness()
    _ = app.perform(.purchase(productID: "com.example.pro.yearly", outcome: .success))
    let advanced = app.perform(.store(.advanceToNextRenewal))
    let renewed = try #require(app.account(after: advanced))
    #expect(renewed.subscriptions.first?.state == .subscribed)
    #expect(renewed.history.count == 2)
    let renewal = renewed.history[0].transactionID
    let refunded = app.perform(.store(.refund(renewal)))
    #expect(refunded.first?.isFailure == false && refunded.first?.englishWords == "Transaction \(renewal) refunded")
    let account = try #require(app.account(after: refunded))
    let line = try #require(account.subscriptions.first)
    #expect(line.state == .revoked)
    #expect(try #require(line.renewsOrExpires) <= account.store.now)
    #expect(account.history[0].revoked && account.customer.activeSubscriptions.isEmpty)
  }

  @Test func switchesAndRatesShowOnTheStoreSnapshot() throws {
    let app = try AppHarness()
    _ = app.perform(.purchase(productID: "com.example.pro.monthly", outcome: .success))
    #expect(app.account(after: app.perform(.store(.setBillingIssue(true))))?.store.billingIssue == true)
    #expect(app.account(after: app.perform(.store(.setGracePeriod(true))))?.store.gracePeriod == true)
    #expect(app.account(after: app.perform(.store(.setGracePeriod(false))))?.store.gracePeriod == false)
    let rate = app.account(after: app.perform(.store(.setTimeRate(.monthlyRenewalEveryThirtySeconds))))?.store
    #expect(rate?.rate == .monthlyRenewalEveryThirtySeconds && rate?.timeRate == 86_400)
    let off = app.perform(.store(.setAutoRenew(productID: "com.example.pro.monthly", false)))
    #expect(app.account(after: off)?.subscriptions.first?.willAutoRenew == false)
  }

  /// Issue 12: the store controls had no Ask to Buy and interrupted-purchase switches.
  @Test func theAskToBuyAndInterruptedSwitchesAreSetOnTheStore() throws {
    let app = try AppHarness()
    let on = app.perform(.store(.setAskToBuy(true)))
    #expect(on.first?.isFailure == false && on.first?.englishWords == "Ask to Buy on: new purchases wait for approval")
    #expect(app.account(after: on)?.store.askToBuy == true)
    #expect(try app.store.switches().askToBuy)
    let interrupted = app.perform(.store(.setInterruptedPurchases(true)))
    #expect(
      interrupted.first?.isFailure == false
        && interrupted.first?.englishWords == "Interrupted purchases on: new purchases wait to be resolved")
    #expect(app.account(after: interrupted)?.store.interruptedPurchases == true)
    let off = app.account(after: app.perform(.store(.setAskToBuy(false))))?.store
    #expect(off?.askToBuy == false && off?.interruptedPurchases == true)
    #expect(
      app.account(after: app.perform(.store(.setInterruptedPurchases(false))))?.store.interruptedPurchases == false)
  }

  @Test func reinstallWipesTheDeviceAndRestoreBringsPremiumBack() throws {
    let app = try AppHarness()
    _ = app.perform(.purchase(productID: "com.iaptutorial.premium", outcome: .success))
    _ = app.perform(.purchase(productID: "com.iaptutorial.coins", outcome: .success))
    let reinstalled = try #require(app.account(after: app.perform(.reinstall)))
    #expect(reinstalled.coins == 0 && !reinstalled.premiumUnlocked)
    let restored = app.perform(.restore)
    #expect(restored.first == .restoreFinished(.restored(["com.iaptutorial.premium"])))
    let account = try #require(app.account(after: restored))
    #expect(account.premiumUnlocked && account.coins == 0)
  }

  @Test func nothingToRestoreIsSaidPlainly() throws {
    let app = try AppHarness()
    #expect(app.perform(.restore).first == .restoreFinished(.nothingToRestore))
  }

  @Test func storefrontAndDeviceSwitchesChangeWhatTheAccountShows() throws {
    let app = try AppHarness()
    #expect(app.account(after: app.perform(.switchStorefront("DEU")))?.storefrontID == "DEU")
    _ = app.perform(.purchase(productID: "com.iaptutorial.coins", outcome: .success))
    let ipad = try #require(app.account(after: app.perform(.switchDevice("iPad"))))
    #expect(ipad.device == "iPad" && ipad.coins == 0)
    #expect(app.account(after: app.perform(.switchDevice("default")))?.coins == 10)
  }

  @Test func aFreshInstallShowsNoSubscriptionUntilItRestores() throws {
    let app = try AppHarness()
    _ = app.perform(.purchase(productID: "com.example.pro.yearly", outcome: .success))
    let ipad = try #require(app.account(after: app.perform(.switchDevice("iPad"))))
    #expect(ipad.subscriptions.isEmpty && !ipad.premiumUnlocked && ipad.customer.activeSubscriptions.isEmpty)
    #expect(ipad.customer.introUsedGroups == ["pro"])  // eligibility is the account's
    let restored = try #require(app.account(after: app.perform(.restore)))
    #expect(restored.subscriptions.first?.state == .inTrial && restored.premiumUnlocked)
  }

  @Test func changingPlanTurnsAutoRenewBackOn() throws {
    let app = try AppHarness()
    _ = app.perform(.purchase(productID: "com.example.pro.monthly", outcome: .success))
    _ = app.perform(.store(.setAutoRenew(productID: "com.example.pro.monthly", false)))
    let changed = app.perform(.store(.changePlan(productID: "com.example.pro.yearly")))
    guard case .controlFinished = changed.first, let message = changed.first?.englishWords else {
      Issue.record("no message: \(changed)")
      return
    }
    #expect(message.contains("Pro Yearly") || message.contains("Pro yearly") || message.contains("yearly"))
    #expect(app.account(after: changed)?.subscriptions.first?.willAutoRenew == true)
  }

  @Test func aGracePeriodShowsWhenAccessEnds() throws {
    let app = try AppHarness()
    _ = app.perform(.purchase(productID: "com.example.pro.monthly", outcome: .success))
    _ = app.perform(.store(.setBillingIssue(true)))
    _ = app.perform(.store(.setGracePeriod(true)))
    let account = try #require(app.account(after: app.perform(.store(.advanceToNextRenewal))))
    let line = try #require(account.subscriptions.first)
    #expect(line.state == .inGracePeriod)
    #expect(try #require(line.renewsOrExpires) > account.store.now)
  }
}
