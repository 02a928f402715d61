import Catalog
import Foundation
import Paywall
import Testing

/// Prices as StoreKit shows them: in the storefront's price locale whatever the reader's language,
/// and the numbers the paywall derives beside them (per month, savings, coins, periods) in the
/// price's digits.
struct ModelPriceLocaleTests {
  /// USA reads `$59.99` in every language, the unit words and savings in the reader's language.
  @Test(arguments: [
    ("fr", "/an", "≈ $4.99/mois", "Économisez 28\u{A0}%"),
    ("pt-BR", "/ano", "≈ $4.99/mês", "Economize 28%"),
    ("ja", "/年", "≈ $4.99/月", "28%お得"),
    ("ar", "/سنة", "≈ $4.99/شهر", "وفّر 28\u{200E}%\u{200E}"),
    ("en", "/year", "≈ $4.99/month", "Save 28%"),
  ])
  func usaShowsDollarsInEveryLanguage(language: String, period: String, derived: String, savings: String) throws {
    let model = try ShippedCatalog.model("default", "USA", language)
    let yearly = model.cards[0]
    #expect(yearly.billedPrice == "$59.99")
    #expect(yearly.periodText == period)
    #expect(scalars(yearly.derived?.text) == scalars(derived))
    #expect(scalars(yearly.savings?.text) == scalars(savings))
    #expect(yearly.trialTerms?.contains("$59.99\(period)") == true)
    #expect(model.cards[1].billedPrice == "$6.99")
    #expect(model.storefront.locale == "en_US")
    let shop = try ShippedCatalog.model("shop", "USA", language)
    #expect(shop.cards.map(\.billedPrice).allSatisfy { $0.hasPrefix("$") })
  }

  /// An Arabic reader in USA gets Latin digits throughout, as the price has them.
  @Test func arabicInUSAWritesLatinDigits() throws {
    let shop = try ShippedCatalog.model("shop", "USA", "ar")
    #expect(shop.cards[3].periodText == "وصول لمدة 3 أشهر")
    #expect(shop.cards[0].quantityText == "10 عملات")
    #expect(shop.cards[1].quantityText == "100 عملة")
  }

  /// Saudi Arabia in English: the price is `ar_SA`'s, and per month, savings, trial length and coins
  /// use its Arabic-Indic digits, in English words.
  @Test func saudiArabiaInEnglishKeepsOneNumberingSystem() throws {
    let model = try ShippedCatalog.model("default", "SAU", "en")
    let yearly = model.cards[0]
    let riyals = { (amount: String) in "\u{200F}\(amount)\u{A0}ر.س.\u{200F}" }
    #expect(scalars(yearly.billedPrice) == scalars(riyals("٢١٩٫٩٩")))
    #expect(yearly.periodText == "/year")
    #expect(scalars(yearly.derived?.text) == scalars("≈ \(riyals("١٨٫٣٣"))/month"))
    #expect(scalars(yearly.savings?.text) == scalars("Save ٢٦٪\u{061C}"))
    #expect(scalars(yearly.trialTerms) == scalars("١ week free, then \(riyals("٢١٩٫٩٩"))/year"))
    #expect(scalars(model.cards[1].derived?.text) == scalars("≈ \(riyals("٥٫٧٦"))/week"))
    #expect(model.storefront.locale == "ar_SA")
    let shop = try ShippedCatalog.model("shop", "SAU", "en")
    #expect(shop.cards[0].quantityText == "١٠ coins")
    #expect(shop.cards[3].periodText == "٣ months of access")
    for card in model.cards + shop.cards {
      let texts = [card.billedPrice, card.derived?.text, card.savings?.text, card.trialTerms, card.quantityText]
      for text in texts.compactMap({ $0 }) {
        #expect(!text.contains { $0.isASCII && $0.isNumber }, "\(card.planID): \(text)")
      }
    }
  }

  /// Japan: whole yen before the amount, in every language.
  @Test(arguments: ["ja", "en", "fr", "ar"])
  func japanShowsWholeYen(language: String) throws {
    let model = try ShippedCatalog.model("default", "JPN", language)
    #expect(model.cards[0].billedPrice == "¥9,000")
    #expect(model.cards[1].billedPrice == "¥1,000")
    #expect(model.cards[0].derived?.text.hasPrefix("≈ ¥750") == true)
  }

  /// Germany: `59,99 €` in every language.
  @Test(arguments: ["de", "en", "fr", "ja", "ar"])
  func germanyShowsEurosAfterTheAmount(language: String) throws {
    let model = try ShippedCatalog.model("default", "DEU", language)
    #expect(scalars(model.cards[0].billedPrice) == scalars("59,99\u{A0}€"))
    #expect(model.cards[0].derived?.text.hasPrefix("≈ 4,99\u{A0}€") == true)
    #expect(model.storefront.locale == "de_DE")
  }

  /// A coin product's name spells its count beside its price: that count takes the price's digits,
  /// the rest of the name is the catalog's.
  @Test func aCoinCountInAProductNameTakesThePricesDigits() throws {
    let arabic = try ShippedCatalog.model("shop", "SAU", "ar")
    #expect(arabic.cards[0].title == "١٠ عملات")
    #expect(arabic.cards[1].title == "١٠٠ عملة")
    #expect(arabic.plans[0].title == "10 عملات")  // the store's displayName, for the review rules
    #expect(try ShippedCatalog.model("shop", "SAU", "en").cards[0].title == "١٠ Coins")
    #expect(try ShippedCatalog.model("shop", "USA", "ar").cards[0].title == "10 عملات")
    #expect(try ShippedCatalog.model("shop", "JPN", "ja").cards[0].title == "コイン10枚")
    #expect(try ShippedCatalog.model("default", "SAU", "ar").cards[2].title == "فتح النسخة المميزة")
  }
}
