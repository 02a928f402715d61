import Paywall
import TerminalUI
import StoreWire
import Testing

@testable import StorefrontApp

/// The purchase sheet's outcomes, carried out on the simulated store, come back as what the
/// screen says: coins added, Premium unlocked, subscribed until, pending, interrupted, failed.
struct PurchaseEffectTests {
  @Test func coinsArePaidOnceAndAddedToTheTotal() throws {
    let app = try AppHarness()
    let first = app.perform(.purchase(productID: "com.iaptutorial.coins", outcome: .success))
    #expect(first.first == .purchaseFinished(productID: "com.iaptutorial.coins", .coinsAdded(10, total: 10)))
    let second = app.perform(.purchase(productID: "com.iaptutorial.coins", outcome: .success))
    #expect(second.first == .purchaseFinished(productID: "com.iaptutorial.coins", .coinsAdded(10, total: 20)))
    #expect(app.account(after: second)?.coins == 20)
  }

  @Test func premiumUnlocksByItsEntitlementName() throws {
    let app = try AppHarness()
    let actions = app.perform(.purchase(productID: "com.iaptutorial.premium", outcome: .success))
    #expect(
      actions.first == .purchaseFinished(productID: "com.iaptutorial.premium", .unlocked(entitlementID: "premium")))
    #expect(app.account(after: actions)?.premiumUnlocked == true)
    let history = try #require(app.account(after: actions)?.history.first)
    #expect(history.verified && history.productID == "com.iaptutorial.premium")
    #expect(history.header.contains("\"alg\": \"ES256\"") && history.payload.contains("com.iaptutorial.premium"))
  }

  @Test func aYearlySubscriptionStartsInItsTrialUntilTheTrialEnds() throws {
    let app = try AppHarness()
    let actions = app.perform(.purchase(productID: "com.example.pro.yearly", outcome: .success))
    // It renews at the end of the trial (walkthrough: the banner said "until" that date).
    guard case .purchaseFinished(_, .renewing(let title, let until)) = actions.first else {
      Issue.record("not a renewing subscription: \(actions)")
      return
    }
    #expect(title == "Pro Yearly")
    let account = try #require(app.account(after: actions))
    let line = try #require(account.subscriptions.first)
    #expect(line.state == .inTrial && line.willAutoRenew)
    #expect(line.renewsOrExpires == until)
    #expect(account.customer.activeSubscriptions == ["com.example.pro.yearly"])
    #expect(account.customer.introUsedGroups == ["pro"])
  }

  @Test(arguments: [
    (PurchaseOutcome.userCancelled, PurchaseFeedback.cancelled),
    (.failed(.networkError), .failed(LocalizedText(.bannerNetworkError))),
    (.failed(.paymentsNotAllowed), .failed(LocalizedText(.reasonPaymentsNotAllowed))),
    (.failed(.productUnavailable), .failed(LocalizedText(.reasonProductUnavailable))),
    (.failed(.systemError), .failed(LocalizedText(.reasonSystemError))),
    (.askToBuy, .pending),
    (.interrupted, .interrupted),
  ])
  func otherOutcomesSayWhatHappenedAndChargeNothing(choice: PurchaseOutcome, expected: PurchaseFeedback) throws {
    let app = try AppHarness()
    let actions = app.perform(.purchase(productID: "com.iaptutorial.premium", outcome: choice))
    #expect(actions.first == .purchaseFinished(productID: "com.iaptutorial.premium", expected))
    let account = try #require(app.account(after: actions))
    #expect(!account.premiumUnlocked && account.history.isEmpty)
    #expect(account.store.pendingApprovals.count == (choice == .askToBuy ? 1 : 0))
    #expect(account.store.interrupted.count == (choice == .interrupted ? 1 : 0))
  }

  @Test func spendingMoreCoinsThanHeldFailsAndChangesNothing() throws {
    let app = try AppHarness()
    let refused = app.perform(.spend(5))
    #expect(refused.first?.isFailure == true && refused.first?.englishWords == "Not enough coins to spend 5")
    _ = app.perform(.purchase(productID: "com.iaptutorial.coins", outcome: .success))
    let spent = app.perform(.spend(5))
    #expect(spent.first?.isFailure == false && spent.first?.englishWords == "Spent 5 coins")
    #expect(app.account(after: spent)?.coins == 5)
  }
}
