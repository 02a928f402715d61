import Foundation
import TerminalUI
import Testing

@testable import StorefrontApp

/// Issue 12: a plan change waiting for the next renewal shows on the account, and choosing the
/// current plan again cancels it, as on iOS.
struct PlanChangeEffectTests {
  @Test func aWaitingChangeShowsAndChoosingTheCurrentPlanKeepsIt() throws {
    let app = try AppHarness()
    _ = app.perform(.purchase(productID: "com.example.pro.yearly", outcome: .success))
    // Yearly to monthly, the same level: a crossgrade of another duration, at the next renewal.
    let changed = app.perform(.store(.changePlan(productID: "com.example.pro.monthly")))
    let line = try #require(app.account(after: changed)?.subscriptions.first)
    #expect(line.productID == "com.example.pro.yearly")
    #expect(line.renewsAsProductID == "com.example.pro.monthly")
    #expect(line.renewsAsTitle == "Pro Monthly")
    // The paywall learns it too: the monthly card says it starts at the next renewal.
    #expect(app.account(after: changed)?.customer.scheduledPlans == ["com.example.pro.monthly"])

    let kept = app.perform(.store(.changePlan(productID: "com.example.pro.yearly")))
    #expect(kept.first == .controlFinished(AppText.keptPlan("com.example.pro.yearly")))
    let after = try #require(app.account(after: kept)?.subscriptions.first)
    #expect(after.productID == "com.example.pro.yearly")
    #expect(after.renewsAsProductID == nil && after.willAutoRenew)
    #expect(app.account(after: kept)?.customer.scheduledPlans == [])
  }

  @Test func withAutoRenewOffNoChangeWaits() throws {
    let app = try AppHarness()
    _ = app.perform(.purchase(productID: "com.example.pro.yearly", outcome: .success))
    _ = app.perform(.store(.changePlan(productID: "com.example.pro.monthly")))
    let off = app.perform(.store(.setAutoRenew(productID: "com.example.pro.yearly", false)))
    #expect(app.account(after: off)?.subscriptions.first?.renewsAsProductID == nil)
  }
}
