import Catalog
import Foundation
import Paywall
import StoreWire
import Testing

@testable import TerminalUI

/// Issue 12's store-controls defects: the Ask to Buy and interrupted-purchase switches the README
/// promises, a refunded transaction that stays listed, and a refund that asks first.
struct StoreControlsDefectTests {
  let environment = AppFixture.environment

  func screen(_ state: AppState) -> String { AppScreen.render(state, environment: environment).grid.text }

  /// The subscriber, with the store's switches as given and its newest transaction refunded if asked.
  func account(askToBuy: Bool = false, interrupted: Bool = false, refunded: Bool = false) -> AccountSnapshot {
    var account = AppFixture.subscriber
    account.store.askToBuy = askToBuy
    account.store.interruptedPurchases = interrupted
    account.history[0].revoked = refunded
    return account
  }

  @Test func theAskToBuyAndInterruptedSwitchesAreShownAndToggled() {
    var state = AppFixture.loaded(account())
    AppFixture.press(.char("s"), on: &state)
    #expect(screen(state).contains(" A    Ask to Buy: off\n x    Interrupted purchases: off\n"))
    #expect(AppFixture.press(.char("A"), on: &state) == [.store(.setAskToBuy(true))])
    #expect(AppFixture.press(.char("x"), on: &state) == [.store(.setInterruptedPurchases(true))])
    var on = AppFixture.loaded(account(askToBuy: true, interrupted: true))
    AppFixture.press(.char("s"), on: &on)
    #expect(screen(on).contains(" A    Ask to Buy: on (new purchases wait for approval)"))
    #expect(screen(on).contains(" x    Interrupted purchases: on (new purchases wait to be resolved)"))
    #expect(AppFixture.press(.char("A"), on: &on) == [.store(.setAskToBuy(false))])
    #expect(AppFixture.press(.char("x"), on: &on) == [.store(.setInterruptedPurchases(false))])
  }

  @Test(arguments: [(false, false, PurchaseOutcome.success), (true, false, .askToBuy), (false, true, .interrupted)])
  func theStoreSwitchesChooseThePurchaseSheetsOutcome(askToBuy: Bool, interrupted: Bool, expected: PurchaseOutcome) {
    var account = AppFixture.newcomer
    account.store.askToBuy = askToBuy
    account.store.interruptedPurchases = interrupted
    var state = AppFixture.loaded(account)
    AppFixture.press(.enter, on: &state)
    #expect(state.route == .purchaseSheet(productID: "com.example.pro.yearly"))
    #expect(state.purchaseChoice == expected)
    #expect(AppFixture.press(.enter, on: &state) == [.purchase(productID: "com.example.pro.yearly", outcome: expected)])
  }

  @Test func aRefundedTransactionStaysListedMarkedAndCannotBeRefundedAgain() {
    var state = AppFixture.loaded(account(refunded: true))
    AppFixture.press(.char("s"), .down, .down, on: &state)
    #expect(StoreItem.items(state.account).count == 5)
    #expect(screen(state).contains("▶ Refunded     #1003 Pro Yearly              2026-11-29 17:52\n"))
    #expect(AppFixture.press(.char("f"), on: &state) == [])
    #expect(state.route == .storeControls)
    #expect(state.bannerText == "Pro Yearly is already refunded" && state.banner?.tone == .failure)
  }

  @Test func refundingFromTheStoreControlsAsksFirst() {
    var state = AppFixture.loaded(account())
    AppFixture.press(.char("s"), .down, .down, on: &state)
    #expect(AppFixture.press(.char("f"), on: &state) == [])
    #expect(state.route == .confirmRefund(1003))
    let dialog = screen(state)
    #expect(dialog.contains("│ Refund Pro Yearly (2026-11-29 17:52)?"))
    #expect(dialog.contains("│ Enter refunds    Esc keeps it"))
    #expect(AppFixture.press(.escape, on: &state) == [])
    #expect(state.route == .storeControls)
    #expect(AppFixture.press(.char("f"), .enter, on: &state) == [.store(.refund(1003))])
    #expect(state.route == .storeControls)
  }

  @Test func refundingFromTheAccountAsksFirst() {
    var state = AppFixture.loaded(account())
    AppFixture.press(.char("a"), on: &state)
    #expect(AppFixture.press(.char("f"), on: &state) == [])
    #expect(state.route == .confirmRefund(1003))
    #expect(AppFixture.press(.char("y"), .char("f"), on: &state) == [])
    #expect(state.route == .confirmRefund(1003))
    #expect(AppFixture.press(.enter, on: &state) == [.store(.refund(1003))])
    #expect(state.route == .account)
  }
}
