import AppStoreSimulator
import Catalog
import Testing
import TerminalUI

@testable import StorefrontApp

/// Issue 16: the app buys Pro Yearly billed monthly with a 12-month commitment (the purchase
/// effect's billing plan), and the account says which payment it is and whether the commitment
/// renews; cancelling turns off the commitment's renewal, and the plan then runs to the
/// commitment's end.
@Suite struct CommitmentAccountTests {
  static let yearly = "com.example.pro.yearly"

  @Test func thePurchaseIsMonthlyAndTheAccountSaysWhereTheCommitmentStands() throws {
    let app = try AppHarness()
    try app.store.setStorefront("DEU")
    _ = app.perform(.purchase(productID: Self.yearly, outcome: .success, billingPlan: .monthly))
    let bought = try #require(try app.store.allTransactions().last)
    #expect(bought.commitmentPeriodNumber == 1)
    var line = try #require(try app.account().subscriptions.first)
    #expect(line.commitmentPayment == 1)
    #expect(line.willAutoRenew)
    let ends = try #require(line.commitmentEnds)
    #expect(line.renewsOrExpires != ends)  // the next monthly payment
    try app.store.setAutoRenew(originalID: bought.originalID, enabled: false)
    line = try #require(try app.account().subscriptions.first)
    #expect(!line.willAutoRenew)
    #expect(line.renewsOrExpires == ends)
    // Billed up front, nothing of the kind.
    let other = try AppHarness()
    try other.store.setStorefront("DEU")
    _ = other.perform(.purchase(productID: Self.yearly, outcome: .success))
    #expect(try other.account().subscriptions.first?.commitmentPayment == nil)
  }
}
