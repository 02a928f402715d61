import Foundation
import Paywall
import Testing

@testable import TerminalUI

/// Issue 12: "Account: default on default" said nothing a user understands, and a refund was
/// "refunded" in the history but "revoked" on the account.
struct AccountWordingTests {
  let environment = AppFixture.environment

  /// The simulator's own account and device names, as the CLI makes them.
  static var defaults: AccountSnapshot {
    var account = AppFixture.subscriber
    account.account = "default"
    account.device = "default"
    return account
  }

  @Test func thePurchaseSheetNamesTheAccountAndTheDevice() {
    var state = AppFixture.loaded(Self.defaults)
    state.routes = [.paywall, .purchaseSheet(productID: "com.iaptutorial.coins")]
    let text = AppScreen.render(state, environment: environment).grid.text
    #expect(text.contains("│ Account default · device default"))
    #expect(!text.contains("default on default"))
  }

  @Test func theAccountScreenNamesTheAccountDeviceAndStorefront() {
    var state = AppFixture.loaded(Self.defaults)
    AppFixture.press(.char("a"), on: &state)
    let grid = AppScreen.render(state, environment: environment).grid
    #expect(grid.rowText(1) == " Account  default · device default · storefront USA")
  }

  @Test func aRefundIsRefundedOnTheAccountAndInTheHistory() {
    var account = AppFixture.subscriber
    account.subscriptions[0].state = .revoked
    account.history[0].revoked = true
    var state = AppFixture.loaded(account)
    AppFixture.press(.char("a"), on: &state)
    let onAccount = AppScreen.render(state, environment: environment).grid.rowText(7)
    #expect(onAccount.contains("Pro Yearly   refunded  ended"))
    AppFixture.press(.char("h"), on: &state)
    let inHistory = AppScreen.render(state, environment: environment).grid.rowText(3)
    #expect(inHistory.hasSuffix("refunded"))
    #expect(!AppScreen.render(state, environment: environment).grid.text.contains("revoked"))
  }
}
