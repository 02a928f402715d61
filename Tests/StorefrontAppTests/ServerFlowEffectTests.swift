import AppStoreSimulator
import Foundation
import Paywall
import TerminalUI
import Testing

@testable import StorefrontApp

/// Issue 14: the store controls of the server-side flows, carried out on the simulated store and
/// read back into the account the screens show.
struct ServerFlowEffectTests {
  @Test func theRefundDecisionSwitchIsTheStoresOwn() throws {
    let app = try AppHarness()
    #expect(try app.account().store.refundDecision == .rule)
    for (decision, words) in [
      (RefundDecision.decline, "Refund requests are now all declined"),
      (.approve, "Refund requests are now all granted"), (.rule, "Refund requests are now decided by the rule"),
    ] {
      let done = app.perform(.store(.setRefundDecision(decision)))
      #expect(done.first?.isFailure == false && done.first?.englishWords == words)
      #expect(app.account(after: done)?.store.refundDecision == decision)
      #expect(try app.store.refundDecisionMode().name == decision.rawValue)
    }
  }

  @Test func eachAPIFaultIsSwitchedOnTheStoreAndShown() throws {
    let app = try AppHarness()
    #expect(try app.account().store.apiFaults.isEmpty)
    for fault in ServerAPIFault.allCases {
      let on = app.perform(.store(.setAPIFault(fault, true)))
      #expect(on.first?.isFailure == false)
      #expect(app.account(after: on)?.store.apiFaults.contains(fault) == true)
    }
    #expect(try app.store.apiFaults() == Set(APIFault.allCases))
    let off = app.perform(.store(.setAPIFault(.rateLimit, false)))
    #expect(off.first?.englishWords == "API fault off: rate limit")
    #expect(app.account(after: off)?.store.apiFaults == Set(ServerAPIFault.allCases).subtracting([.rateLimit]))
    #expect(try !app.store.apiFaults().contains(.rateLimit))
    #expect(app.perform(.store(.setAPIFault(.slow, true))).first?.englishWords == "API fault on: slow answers")
  }

  @Test func aCustomersRefundRequestWaitsThenTheSwitchDecidesIt() throws {
    let app = try AppHarness()
    _ = app.perform(.purchase(productID: "com.iaptutorial.premium", outcome: .success))
    let bought = try #require(try app.account().history.first)
    _ = app.perform(.store(.setRefundDecision(.approve)))
    let before = try app.store.now()
    let asked = app.perform(.store(.requestRefund(bought.transactionID)))
    let after = try app.store.now()
    let waiting = try #require(app.account(after: asked)?.store.refundRequests)
    let deadline = try #require(waiting.first?.deadline)
    #expect(
      waiting == [
        RefundRequestLine(
          transactionID: bought.transactionID, productID: "com.iaptutorial.premium", title: "Unlock Premium Version",
          deadline: deadline)
      ])
    let window = AppStore.consumptionWindowMilliseconds
    #expect(
      (AccountLoader.date(before + window)...AccountLoader.date(after + window)).contains(deadline))
    #expect(
      asked.first?.englishWords
        == "Refund requested, decided by "
        + AppText.date(deadline) + ": Unlock Premium Version")
    // Asked again while it waits: the store says no, and the screen says why.
    #expect(app.perform(.store(.requestRefund(bought.transactionID))).first?.isFailure == true)
    // The window ends: the store grants it, as the switch says.
    try app.store.advance(by: AppStore.consumptionWindowMilliseconds + 60_000)
    _ = try app.performer.client.updates()
    let decided = try app.account()
    #expect(decided.store.refundRequests.map(\.state) == [.refunded])
    #expect(decided.history.first?.revoked == true && !decided.premiumUnlocked)
  }

  @Test func extensionsAreListedAndTheSubscriptionRenewsLater() throws {
    let app = try AppHarness()
    _ = app.perform(.purchase(productID: "com.example.pro.monthly", outcome: .success))
    let store = app.store
    let status = try #require(try store.subscriptionStatuses(account: app.performer.client.account).first)
    let extended = try store.extendRenewal(
      originalTransactionID: status.originalTransactionID, days: 10, reason: 1, requestIdentifier: "support-1")
    let account = try app.account()
    #expect(
      account.store.renewalExtensions == [
        RenewalExtensionLine(
          originalTransactionID: UInt64(status.originalTransactionID), productID: "com.example.pro.monthly",
          title: "Pro Monthly", days: 10, renewalDate: AccountLoader.date(extended.effectiveDate))
      ])
    #expect(account.subscriptions.first?.renewsOrExpires == AccountLoader.date(extended.effectiveDate))
  }
}
