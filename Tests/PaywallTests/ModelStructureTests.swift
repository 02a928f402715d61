import Catalog
import Paywall
import Testing

/// Language choice, links, close and restore controls, disclosure, UI words and errors.
struct ModelStructureTests {
  @Test func languageIsTheBestMatchOfTheCopy() throws {
    #expect(try ShippedCatalog.model("default", "BRA", "pt").language.identifier == "pt-BR")
    #expect(try ShippedCatalog.model("default", "BRA", "pt-PT").headline == "Seja Pro")
    #expect(try ShippedCatalog.model("default", "USA", "ko").language.identifier == "en")  // no Korean copy: default
    let arabic = try ShippedCatalog.model("default", "SAU", "ar-SA")
    #expect(
      arabic.language.identifier == "ar" && arabic.isRightToLeft
        && arabic.uiText.language.identifier == "ar")
    #expect(arabic.storefront == StorefrontContext(country: "SAU", currency: "SAR", locale: "ar_SA"))
    #expect(try !ShippedCatalog.model("default", "DEU", "de").isRightToLeft)
  }

  @Test func linksInOrderWithKeys() throws {
    let model = try ShippedCatalog.model("default", "FRA", "fr")
    #expect(
      model.links == [
        PaywallLinkModel(
          label: "Conditions d’utilisation", url: "https://www.apple.com/legal/internet-services/itunes/dev/stdeula/",
          meaning: .termsOfUse, key: "T"),
        PaywallLinkModel(
          label: "Politique de confidentialité", url: "https://example.com/iaptutorial/privacy",
          meaning: .privacyPolicy, key: "P"),
      ])
    let deceptive = try ShippedCatalog.model("deceptive", "JPN", "ja")  // no terms URL; one extra link
    #expect(deceptive.links.map(\.key) == ["P", "1"])
    #expect(deceptive.links[1].label == "公式サイトならもっとお得" && deceptive.links[1].meaning == .otherLink)
  }

  @Test func controlsAndCopy() throws {
    let model = try ShippedCatalog.model("default", "USA", "en")
    #expect(model.headline == "Go Pro" && model.subtitle == "Everything in Premium, plus Pro tools that keep growing.")
    #expect(model.benefits.count == 3 && model.plans.allSatisfy { $0.benefits == model.benefits })
    #expect(model.restore == RestoreControl(label: "Restore Purchases", key: "R"))
    #expect(model.close == CloseControl(visible: true, delaySeconds: 0, label: "Not now"))
    #expect(model.disclosure?.hasPrefix("Payment is charged to your Apple Account") == true)
    #expect(model.disclosure?.hasSuffix("Settings. Any unused part of a free trial ends when you subscribe.") == true)
    let lapsed = try ShippedCatalog.model(
      "default", "USA", "en", customer: CustomerContext(introUsedGroups: ["pro"]))
    #expect(lapsed.disclosure?.hasSuffix("Manage or cancel it in Account Settings.") == true)
    #expect(model.trialToggle == nil)
    #expect(model.cards.map(\.callToAction) == ["Start free trial", "Subscribe", "Buy", "Buy"])
    let shop = try ShippedCatalog.model("shop", "USA", "en")
    #expect(shop.disclosure == nil)  // no auto-renewable plan shown
  }

  @Test func thePaywallsOwnNumbersUseTheDigitsOfItsPrices() throws {
    // Saudi Arabia's prices are written in Arabic-Indic digits; so is the size the app asks for.
    let saudi = try ShippedCatalog.model("default", "SAU", "ar")
    #expect(saudi.uiText.tooSmall(columns: 80, rows: 24).contains("٨٠×٢٤"))
    #expect(saudi.uiText.translations.number(1234) == "١٬٢٣٤")
    let american = try ShippedCatalog.model("default", "USA", "ar")
    #expect(american.uiText.tooSmall(columns: 80, rows: 24).contains("80×24"))
  }

  @Test func uiTextTables() {
    #expect(
      PaywallUIText.forLanguage(LanguageTag("en")).tooSmall(columns: 80, rows: 24) == "Make the terminal at least 80×24"
    )
    #expect(PaywallUIText.forLanguage(LanguageTag("ja")).tooSmall(columns: 80, rows: 24) == "端末のサイズを80×24以上にしてください")
    #expect(PaywallUIText.forLanguage(LanguageTag("pt-BR")).translations.language == "pt-BR")
    #expect(PaywallUIText.forLanguage(LanguageTag("sv")).translations.language == "en")
    #expect(PaywallUIText.forLanguage(LanguageTag("de-CH")).keys == "Tasten")
    #expect(PaywallUIText.all.map(\.translations.language) == ["en", "ar", "de", "fr", "hi", "ja", "pt-BR", "tr"])
    #expect(PaywallUIText.forLanguage(LanguageTag("ar")).coins(2, formatted: "٢") == "عملتان")
    #expect(PaywallUIText.forLanguage(LanguageTag("ar")).coins(11, formatted: "١١") == "١١ عملة")
    #expect(PaywallUIText.forLanguage(LanguageTag("fr")).coins(1, formatted: "1") == "1 pièce")
    #expect(PaywallUIText.forLanguage(LanguageTag("hi")).coins(1, formatted: "1") == "1 सिक्का")
    #expect(PaywallUIText.forLanguage(LanguageTag("en")).coins(1, formatted: "1") == "1 coin")
  }

  @Test func unknownIDsNameTheIDAndSuggest() {
    let paywall = #expect(throws: PaywallModelError.self) { try ShippedCatalog.model("defualt", "USA", "en") }
    #expect(paywall?.description == "no paywall \"defualt\" in the catalog; did you mean \"default\"?")
    let storefront = #expect(throws: PaywallModelError.self) { try ShippedCatalog.model("default", "XXX", "en") }
    #expect(
      storefront?.description.hasPrefix("no storefront \"XXX\" in the catalog; expected one of: USA, GBR") == true)
    let typo = #expect(throws: PaywallModelError.self) { try ShippedCatalog.model("default", "DUE", "en") }
    #expect(typo?.description == "no storefront \"DUE\" in the catalog; did you mean \"DEU\"?")
  }
}
