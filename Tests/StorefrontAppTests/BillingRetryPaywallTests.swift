import Catalog
import Localization
import Paywall
import Testing
import TerminalUI

@testable import StorefrontApp

/// Issue 12: during billing retry the paywall offered the plan again as if nothing were wrong, and
/// the store controls called the next payment retry the "next renewal".
@Suite struct BillingRetryPaywallTests {
  static let monthly = "com.example.pro.monthly"

  @Test func aPlanInBillingRetryIsTheCurrentPlanAndThePaywallAsksForAPaymentMethod() throws {
    let app = try AppHarness()
    _ = app.perform(.purchase(productID: Self.monthly, outcome: .success))
    #expect(try app.account().store.nextEventKind == .renewal)
    #expect(try app.account().customer.paymentIssues.isEmpty)
    _ = app.perform(.store(.setBillingIssue(true)))
    _ = app.perform(.store(.advanceToNextRenewal))
    let account = try app.account()
    #expect(account.subscriptions.first?.state == .inBillingRetry)
    #expect(account.customer.activeSubscriptions == [Self.monthly])
    #expect(account.customer.paymentIssues == [Self.monthly])
    #expect(account.store.nextEventKind == .billingRetryEnd)

    let model = try PaywallModel.make(
      catalog: AppHarness.catalog, paywallID: "default", storefrontID: "USA", language: LanguageTag("en"),
      customer: account.customer)
    #expect(model.billingIssue?.meaning == .billingIssue)
    #expect(model.billingIssue?.text.hasPrefix("The App Store could not renew Pro Monthly:") == true)
    let card = try #require(model.cards.first { $0.planID == Self.monthly })
    #expect(card.relation == .currentPlan && !card.isPurchasable && card.trialTerms == nil)

    let french = try PaywallModel.make(
      catalog: AppHarness.catalog, paywallID: "default", storefrontID: "FRA", language: LanguageTag("fr"),
      customer: account.customer)
    #expect(french.billingIssue?.text.hasPrefix("L’App Store n’a pas pu renouveler") == true)
  }

  @Test func aPlanThatWillNotRenewEndsNextInTheStoreControls() throws {
    let app = try AppHarness()
    _ = app.perform(.purchase(productID: Self.monthly, outcome: .success))
    _ = app.perform(.store(.setAutoRenew(productID: Self.monthly, false)))
    let account = try app.account()
    #expect(account.store.nextEventKind == .expiry)
    #expect(account.customer.paymentIssues.isEmpty)
    let words = Translations.forLanguage("en")
    #expect(words(AppText.advance(account.store.nextEventKind), "x") == "Advance to end of subscription: x")
  }

  @Test func aGracePeriodIsAPaymentIssueThatEndsNext() throws {
    let app = try AppHarness()
    _ = app.perform(.purchase(productID: Self.monthly, outcome: .success))
    _ = app.perform(.store(.setBillingIssue(true)))
    _ = app.perform(.store(.setGracePeriod(true)))
    _ = app.perform(.store(.advanceToNextRenewal))
    let account = try app.account()
    #expect(account.subscriptions.first?.state == .inGracePeriod)
    #expect(account.customer.paymentIssues == [Self.monthly])
    #expect(account.store.nextEventKind == .gracePeriodEnd)
    let words = Translations.forLanguage("ja")
    #expect(words(AppText.advance(account.store.nextEventKind), "x") == "猶予期間の終了まで進める：x")
  }
}
