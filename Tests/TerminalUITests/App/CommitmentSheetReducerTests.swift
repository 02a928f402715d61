import Catalog
import Localization
import Testing

@testable import TerminalUI

/// Issue 16: M on the purchase sheet of a one-year plan also sold monthly with a 12-month
/// commitment switches to paying monthly: the sheet then shows the monthly payment with the
/// commitment's total before the purchase, and Enter buys it billed monthly; where the plan has no
/// such option (the United States) M does nothing.
@Suite struct CommitmentSheetReducerTests {
  static let yearly = "com.example.pro.yearly"

  /// A new customer's state on the yearly plan's purchase sheet.
  static func sheet(_ language: String, _ storefront: String) -> AppState {
    var state = LocalizedScreenTests.state(language, storefront, columns: 80, rows: 24, account: AppFixture.newcomer)
    state.routes = [.paywall, .purchaseSheet(productID: yearly)]
    return state
  }

  @Test(arguments: [("en", "GBR", "£65.88 in total"), ("ja", "JPN", "合計¥9,600"), ("ar", "SAU", "الإجمالي")])
  func mSwitchesToMonthlyAndEnterBuysItSo(language: String, storefront: String, total: String) {
    var state = Self.sheet(language, storefront)
    let upFront = AppScreen.render(state, environment: AppFixture.environment).grid.text
    #expect(!upFront.contains(total))
    #expect(AppFixture.press(.char("m"), on: &state).isEmpty)
    #expect(state.purchaseBillingPlan == .monthly)
    let monthly = AppScreen.render(state, environment: AppFixture.environment).grid.text
    // Arabic is drawn in visual order.
    let drawn = language == "ar" ? String(total.reversed()) : total
    #expect(monthly.contains(drawn), "\(monthly)")
    // The billed line is the monthly payment with its period.
    if language == "en" { #expect(monthly.contains("│ £5.49/month "), "\(monthly)") }
    if language == "ja" { #expect(monthly.contains("│ ¥800/月 "), "\(monthly)") }
    let effects = AppFixture.press(.enter, on: &state)
    #expect(effects == [.purchase(productID: Self.yearly, outcome: .success, billingPlan: .monthly)])
    // M again goes back to paying at once.
    var again = Self.sheet(language, storefront)
    AppFixture.press(.char("m"), .char("M"), on: &again)
    #expect(again.purchaseBillingPlan == .billedUpFront)
    #expect(AppFixture.press(.enter, on: &again) == [.purchase(productID: Self.yearly, outcome: .success)])
  }

  @Test func noMonthlyPlanWhereAppleSellsNone() {
    var state = Self.sheet("en", "USA")
    #expect(!AppScreen.render(state, environment: AppFixture.environment).grid.text.contains("commitment"))
    AppFixture.press(.char("m"), on: &state)
    #expect(state.purchaseBillingPlan == .billedUpFront)
  }

  @Test func aNewSheetStartsBilledUpFront() {
    var state = Self.sheet("en", "GBR")
    AppFixture.press(.char("m"), on: &state)
    state.routes = [.paywall]
    AppFixture.press(.enter, on: &state)
    #expect(state.purchaseBillingPlan == .billedUpFront)
  }
}
