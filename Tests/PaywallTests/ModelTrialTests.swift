import Catalog
import Paywall
import Testing

/// Trial wording appears only for eligible customers (AR-13), unless the deceptive paywall shows it to all.
struct ModelTrialTests {
  /// Words that mean "free" or "trial" in the shipped languages.
  static let trialWords = [
    "free", "trial", "gratis", "gratuit", "grátis", "kostenlos", "testphase", "essai", "teste ", "無料", "トライアル",
    "مجان", "تجربة", "التجريبية", "ücretsiz", "deneme", "मुफ़्त", "ट्रायल",
  ]

  static let introUsed = CustomerContext(introUsedGroups: ["pro"])
  static let subscribed = CustomerContext(activeSubscriptions: ["com.example.pro.monthly"])

  @Test(arguments: [
    ("USA", "en", "1 week free, then $59.99/year", "Start free trial"),
    ("DEU", "de", "1 Woche gratis, dann 59,99\u{A0}€/Jahr", "Kostenlos testen"),
    ("JPN", "ja", "1週間無料、その後¥9,000/年", "無料トライアルを開始"),
    ("SAU", "ar", "أسبوع مجانًا، ثم \u{200F}٢١٩٫٩٩\u{A0}ر.س.\u{200F}/سنة", "ابدأ التجربة المجانية"),
    ("IND", "hi", "1 सप्ताह मुफ़्त, फिर ₹4,900.00/वर्ष", "मुफ़्त ट्रायल शुरू करें"),
    ("FRA", "fr", "Essai gratuit de 1\u{A0}semaine, puis 59,99\u{A0}€/an", "Commencer l’essai gratuit"),
    ("TUR", "tr", "1 hafta ücretsiz, ardından ₺2.199,99/yıl", "Ücretsiz Denemeyi Başlat"),
    ("BRA", "pt-BR", "1 semana grátis, depois R$\u{A0}299,90/ano", "Iniciar teste gratuito"),
  ])
  func eligibleCustomerSeesTrialTerms(storefront: String, language: String, terms: String, cta: String) throws {
    let model = try ShippedCatalog.model("default", storefront, language)
    #expect(scalars(model.cards[0].trialTerms) == scalars(terms))
    #expect(model.cards[0].callToAction == cta)
    #expect(model.cards[1].trialTerms == nil)  // the monthly plan has no intro offer
    #expect(model.plans[0].intro?.mode == .freeTrial && model.plans[0].intro?.periods == 1)
  }

  @Test(arguments: ModelPriceTests.shipped)
  func ineligibleCustomersSeeNoTrialWords(storefront: String, language: String) throws {
    for customer in [Self.introUsed, Self.subscribed] {
      let model = try ShippedCatalog.model("default", storefront, language, customer: customer)
      #expect(model.cards.allSatisfy { $0.trialTerms == nil })
      #expect(
        model.cards[0].callToAction == ShippedCatalog.catalog.paywall("default")?.copy[model.language]?.labels.subscribe
      )
      #expect(model.trialToggle == nil)
      #expect(model.plans[0].intro != nil)  // the snapshot still knows the offer exists
      // Every string, the renewal disclosure included (its trial sentence is added only when a trial is shown).
      #expect(model.disclosure?.isEmpty == false)
      for text in model.allStrings {
        let lowered = text.lowercased()
        #expect(!Self.trialWords.contains { lowered.contains($0) }, "\(storefront) \(language): \(text)")
      }
    }
  }

  /// The check above can fail: the same scan finds trial words for an eligible customer.
  @Test func scanFindsTrialWordsWhenShown() throws {
    let model = try ShippedCatalog.model("default", "DEU", "de")
    let found = model.allStrings.filter { text in Self.trialWords.contains { text.lowercased().contains($0) } }
    #expect(found.contains("1 Woche gratis, dann 59,99\u{A0}€/Jahr") && found.contains("Kostenlos testen"))
  }

  @Test func deceptiveShowsTheTrialToEveryoneBehindAToggle() throws {
    let model = try ShippedCatalog.model("deceptive", "USA", "en", customer: Self.introUsed)
    #expect(model.cards[0].trialTerms == "1 week free, then $59.99/year")
    #expect(model.cards[0].callToAction == "Try it FREE")
    #expect(model.trialToggle == TrialToggle(label: "Free trial enabled", isOn: true))
    #expect(model.restore == nil)
    #expect(model.close == CloseControl(visible: false, delaySeconds: 5, label: "No thanks, I hate saving money"))
    #expect(model.disclosure == nil)  // the deceptive copy has none
  }

  @Test func introOfferWordingForPaidModes() throws {
    let ui = PaywallUIText.forLanguage(LanguageTag("en"))
    #expect(
      ui.intro(price: "$0.99/month", duration: "3 months", then: "$9.99/month")
        == "$0.99/month for 3 months, then $9.99/month")
    #expect(
      ui.intro(price: "$1.99", duration: "3 months", then: "$59.99/year") == "$1.99 for 3 months, then $59.99/year")
    #expect(
      PaywallUIText.forLanguage(LanguageTag("de")).freeTrial(duration: "7 Tage", then: "59,99 €/Jahr")
        == "7 Tage gratis, dann 59,99 €/Jahr")
    #expect(
      PaywallUIText.forLanguage(LanguageTag("tr")).intro(price: "₺9,99/ay", duration: "3 ay", then: "₺19,99/ay")
        == "3 ay boyunca ₺9,99/ay, ardından ₺19,99/ay")
  }
}

/// Paid intro offers show their price, length and the renewal, and never "free".
struct ModelPaidIntroTests {
  func model(_ offer: SubscriptionOffer) throws -> PaywallModel {
    var catalog = ShippedCatalog.catalog
    let index = try #require(catalog.products.firstIndex { $0.id == "com.example.pro.yearly" })
    catalog.products[index].subscription?.introductoryOffer = offer
    return try PaywallModel.make(
      catalog: catalog, paywallID: "default", storefrontID: "USA", language: LanguageTag("en"),
      customer: CustomerContext())
  }

  @Test func payAsYouGo() throws {
    let offer = SubscriptionOffer(
      paymentMode: .payAsYouGo, period: Period(1, .month), periods: 3, prices: ["USA": Price(milliunits: 990)])
    let card = try model(offer).cards[0]
    #expect(card.trialTerms == "$0.99/month for 3 months, then $59.99/year")
    #expect(card.callToAction == "Subscribe")
  }

  @Test func payUpFront() throws {
    let offer = SubscriptionOffer(
      paymentMode: .payUpFront, period: Period(3, .month), periods: 1, prices: ["USA": Price(milliunits: 1990)])
    let card = try model(offer).cards[0]
    #expect(card.trialTerms == "$1.99 for 3 months, then $59.99/year")
    #expect(card.callToAction == "Subscribe")
  }

  @Test func offerWithoutAPriceInTheStorefrontIsNotShown() throws {
    let offer = SubscriptionOffer(
      paymentMode: .payUpFront, period: Period(3, .month), periods: 1, prices: ["DEU": Price(milliunits: 1990)])
    let model = try model(offer)
    #expect(model.cards[0].trialTerms == nil && model.plans[0].intro == nil)
  }
}
