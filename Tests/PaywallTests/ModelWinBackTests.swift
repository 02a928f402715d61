import Catalog
import Paywall
import Testing

/// Issue 16: the win-back card: a churned customer the store names eligible sees the plan with its
/// win-back offer in the trial's place, labelled, with the billed price as prominent as ever and
/// what the offer turns into; nobody else sees it, and the rules judge it as they judge a trial.
struct ModelWinBackTests {
  static let monthly = "com.example.pro.monthly"
  static let welcomeBack = "com.example.pro.monthly.welcomeback"
  static let lapsed = CustomerContext(introUsedGroups: ["pro"], winBackOffers: [monthly: welcomeBack])

  @Test(arguments: [
    ("USA", "en", "Welcome back offer", "1 month free, then $6.99/month", "$6.99"),
    ("SAU", "ar", "عرض العودة", "شهر مجانًا، ثم ‏٢٤٫٩٩ ر.س.‏/شهر", "‏٢٤٫٩٩ ر.س.‏"),
    ("JPN", "ja", "おかえりなさい特典", "1か月無料、その後¥1,000/月", "¥1,000"),
  ])
  func aLapsedCustomerSeesTheWinBackCard(
    storefront: String, language: String, label: String, terms: String, billed: String
  ) throws {
    let model = try ShippedCatalog.model("default", storefront, language, customer: Self.lapsed)
    let card = try #require(model.cards.first { $0.planID == Self.monthly })
    #expect(card.relation == .winBackOffer)
    #expect(card.relationText == label)
    #expect(card.trialTerms?.replacingOccurrences(of: "\u{00A0}", with: " ") == terms)
    #expect(card.billedPrice.replacingOccurrences(of: "\u{00A0}", with: " ") == billed)
    #expect(card.isPurchasable)
    let plan = try #require(model.plans.first { $0.id == Self.monthly })
    #expect(plan.intro?.isWinBack == true)
    // The yearly plan has no win-back offer and the trial is used: a plain card.
    let yearly = try #require(model.cards.first { $0.planID == "com.example.pro.yearly" })
    #expect(yearly.trialTerms == nil && yearly.relation == nil)
  }

  @Test func nobodyElseSeesIt() throws {
    for customer in [
      CustomerContext(introUsedGroups: ["pro"]), CustomerContext(activeSubscriptions: [Self.monthly]),
      // The store names an offer the plan does not have: nothing is invented.
      CustomerContext(introUsedGroups: ["pro"], winBackOffers: [Self.monthly: "com.example.unknown"]),
    ] {
      let card = try #require(
        try ShippedCatalog.model("default", "USA", "en", customer: customer).cards.first { $0.planID == Self.monthly })
      #expect(card.relation != .winBackOffer)
      #expect(card.trialTerms == nil)
    }
  }
}
