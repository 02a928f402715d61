import Foundation
import Paywall
import TerminalUI
import Testing

/// Issue 12: a plan change waiting for the next renewal is said on the account screen and can be
/// undone there (`p`) or on the paywall (Enter on the current plan), as on iOS.
struct PlanChangeScreenTests {
  let environment = AppFixture.environment

  /// The subscriber whose yearly plan changes to monthly at the next renewal.
  static var changing: AccountSnapshot {
    var account = AppFixture.subscriber
    account.subscriptions[0].renewsAsProductID = "com.example.pro.monthly"
    account.subscriptions[0].renewsAsTitle = "Pro Monthly"
    return account
  }

  @Test func theAccountSaysWhatChangesAndWhen() {
    var state = AppFixture.loaded(Self.changing)
    state.routes = [.paywall, .account]
    let grid = AppScreen.render(state, environment: environment).grid
    #expect(
      grid.rowText(10).trimmingCharacters(in: .whitespaces)
        == "Pro Yearly changes to Pro Monthly at the next renewal on 2026-12-06 17:52.")
    #expect(grid.rowText(11).trimmingCharacters(in: .whitespaces) == "p keeps Pro Yearly")

    var small = AppFixture.loaded(Self.changing, columns: 60, rows: 20)
    small.routes = [.paywall, .account]
    let text = AppScreen.render(small, environment: environment).grid.text
    #expect(text.contains("Pro Yearly changes to Pro Monthly at the next"))
    #expect(text.contains("p keeps Pro Yearly"))
  }

  @Test func pKeepsTheCurrentPlanWhenAChangeWaitsAndChangesItOtherwise() {
    var state = AppFixture.loaded(Self.changing)
    state.routes = [.paywall, .account]
    #expect(AppFixture.press(.char("p"), on: &state) == [.store(.changePlan(productID: "com.example.pro.yearly"))])
    var plain = AppFixture.loaded(AppFixture.subscriber)
    plain.routes = [.paywall, .account]
    #expect(AppFixture.press(.char("p"), on: &plain) == [.store(.changePlan(productID: "com.example.pro.monthly"))])
  }

  @Test func enterOnTheCurrentPlanKeepsItWhenAChangeWaits() {
    var state = AppFixture.loaded(Self.changing)
    #expect(AppFixture.press(.enter, on: &state) == [.store(.changePlan(productID: "com.example.pro.yearly"))])
    var plain = AppFixture.loaded(AppFixture.subscriber)
    #expect(AppFixture.press(.enter, on: &plain) == [])
    #expect(plain.bannerText == "Pro Yearly: Current plan" && plain.banner?.tone == .failure)
  }
}
