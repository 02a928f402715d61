import Catalog
import Paywall
import Testing

/// Plan relations for a subscriber (AR-19), payments disabled (AR-18) and restore feedback (AR-17).
struct ModelCustomerTests {
  @Test func subscriberSeesCurrentPlanAndCrossgrade() throws {
    let customer = CustomerContext(activeSubscriptions: ["com.example.pro.monthly"])
    let model = try ShippedCatalog.model("default", "USA", "en", customer: customer)
    // Both Pro plans are level 1: the other one is a crossgrade.
    // Premium comes with Pro: its unlock says so, and is still for sale (it outlasts the subscription).
    #expect(model.cards.map(\.relation) == [.crossgrade, .currentPlan, .includedInSubscription, nil])
    #expect(model.cards.map(\.relationText) == ["Crossgrade", "Current plan", "Included in your plan", nil])
    #expect(model.cards.map(\.isPurchasable) == [true, false, true, true])
    #expect(model.plans.map(\.groupLevel) == [1, 1, nil, nil])
    let german = try ShippedCatalog.model("default", "DEU", "de", customer: customer)
    #expect(german.cards[1].relationText == "Aktuelles Abo")
  }

  /// Issue 12 (walkthrough): a Pro subscriber was sold "Unlock Premium" with nothing to say Premium
  /// was already theirs through Pro. Only a subscription in force and paid for counts.
  @Test func aOneTimePurchaseASubscriptionAlreadyGrantsSaysSo() throws {
    let premium = "com.iaptutorial.premium"
    func card(_ customer: CustomerContext, _ language: String = "en") throws -> PlanCard? {
      try ShippedCatalog.model("default", "USA", language, customer: customer).cards.first { $0.planID == premium }
    }
    let subscriber = CustomerContext(activeSubscriptions: ["com.example.pro.yearly"])
    #expect(try card(subscriber)?.relation == .includedInSubscription)
    #expect(try card(subscriber, "ja")?.relationText == "プランに含まれる")
    let retrying = CustomerContext(
      activeSubscriptions: ["com.example.pro.yearly"], paymentIssues: ["com.example.pro.yearly"])
    #expect(try card(retrying)?.relation == nil)
    #expect(try card(CustomerContext())?.relation == nil)
    let owner = CustomerContext(activeSubscriptions: ["com.example.pro.yearly"], ownedProducts: [premium])
    #expect(try card(owner)?.relationText == "Purchased")
    #expect(try card(owner)?.isPurchasable == false)
  }

  @Test func levelsDecideUpgradeAndDowngrade() throws {
    var catalog = ShippedCatalog.catalog
    let index = try #require(catalog.products.firstIndex { $0.id == "com.example.pro.monthly" })
    catalog.products[index].subscription?.level = 2
    func relations(_ active: String) throws -> [ElementMeaning?] {
      try PaywallModel.make(
        catalog: catalog, paywallID: "default", storefrontID: "USA", language: LanguageTag("en"),
        customer: CustomerContext(activeSubscriptions: [active])
      ).cards.map(\.relation)
    }
    #expect(try relations("com.example.pro.monthly") == [.upgrade, .currentPlan, .includedInSubscription, nil])
    #expect(try relations("com.example.pro.yearly") == [.currentPlan, .downgrade, .includedInSubscription, nil])
  }

  @Test func paymentsDisabledDisablesEveryCallToAction() throws {
    let model = try ShippedCatalog.model("default", "JPN", "ja", customer: CustomerContext(canMakePayments: false))
    #expect(model.cards.allSatisfy { !$0.isPurchasable })
    #expect(
      model.paymentsDisabled
        == ModelMessage(
          meaning: .paymentsDisabled, text: "このアカウントでは購入が許可されていないため、ここでは購入できません。"))
    #expect(try ShippedCatalog.model("default", "JPN", "ja").paymentsDisabled == nil)
  }

  @Test func restoreOutcomes() throws {
    func message(_ outcome: RestoreOutcome, _ storefront: String = "USA", _ language: String = "en") throws
      -> ModelMessage?
    {
      try ShippedCatalog.model("default", storefront, language, customer: CustomerContext(restoreResult: outcome))
        .restoreMessage
    }
    #expect(
      try message(.restored(["com.example.pro.yearly", "com.iaptutorial.premium"]))
        == ModelMessage(meaning: .restored, text: "Restored: Pro Yearly, Unlock Premium Version"))
    #expect(
      try message(.restored(["com.iaptutorial.premium"]), "DEU", "de")?.text
        == "Wiederhergestellt: Premium-Version freischalten")
    #expect(try message(.nothingToRestore) == ModelMessage(meaning: .nothingToRestore, text: "No purchases to restore"))
    #expect(try message(.restored([]))?.meaning == .nothingToRestore)  // never "restored" when nothing was
    #expect(
      try message(.failed)
        == ModelMessage(meaning: .restoreFailed, text: "Restore failed. Press R to try again.", retryKey: "R"))
    #expect(try message(.failed, "SAU", "ar")?.text == "تعذّرت الاستعادة. اضغط R لإعادة المحاولة.")
    #expect(try ShippedCatalog.model("default", "USA", "en").restoreMessage == nil)
  }
}

/// Issue 12: a plan change waiting for the next renewal shows on the plan it changes to.
struct ModelScheduledPlanTests {
  @Test(arguments: [
    ("en", "USA", "Crossgrade|starts at the next renewal"), ("ja", "JPN", "プラン変更|次回の更新から"),
    ("de", "DEU", "Wechsel|ab der nächsten Verlängerung"),
  ])
  func theNextPlanSaysItStartsAtTheRenewal(language: String, storefront: String, text: String) throws {
    let customer = CustomerContext(
      activeSubscriptions: ["com.example.pro.yearly"], introUsedGroups: ["pro"],
      scheduledPlans: ["com.example.pro.monthly"])
    let model = try ShippedCatalog.model("default", storefront, language, customer: customer)
    let monthly = try #require(model.cards.first { $0.planID == "com.example.pro.monthly" })
    // The relation and the note are two texts, so a short row cuts the note, not the relation.
    #expect([monthly.relationText, monthly.relationNote].compactMap { $0 }.joined(separator: "|") == text)
    let yearly = try #require(model.cards.first { $0.planID == "com.example.pro.yearly" })
    #expect(yearly.relationText == PaywallUIText.forLanguage(LanguageTag(language)).currentPlan)
  }
}
