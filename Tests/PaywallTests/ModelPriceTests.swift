import Catalog
import Foundation
@testable import Paywall
import Storefront
import Testing

/// Billed prices come verbatim from the store; derived prices are exact, rounded and labelled.
struct ModelPriceTests {
  static let shipped: [(storefront: String, language: String)] = [
    ("USA", "en"), ("DEU", "de"), ("JPN", "ja"), ("SAU", "ar"), ("IND", "hi"), ("FRA", "fr"), ("TUR", "tr"),
    ("BRA", "pt-BR"),
  ]

  @Test(arguments: shipped)
  func billedPriceIsTheStoreDisplayPrice(storefront: String, language: String) throws {
    let catalog = ShippedCatalog.catalog
    let info = try #require(catalog.storefront(storefront))
    for paywall in ["default", "deceptive", "shop"] {
      let model = try ShippedCatalog.model(paywall, storefront, language)
      #expect(model.cards.count == catalog.paywall(paywall)?.plans.count)
      for (card, plan) in zip(model.cards, model.plans) {
        let product = try #require(catalog.product(card.planID))
        let store = try #require(
          StoreProduct(product, storefront: info, language: LanguageTag(language), defaultLanguage: LanguageTag("en")))
        #expect(scalars(card.billedPrice) == scalars(store.displayPrice))
        #expect(card.price == store.price)
        // The name is the store's, but for the coin count it spells, which takes the price's digits.
        let latin = Array("0123456789")
        let title = store.coinsPerUnit.map { CountInName.rewritten(card.title, count: $0, digits: latin) } ?? card.title
        #expect(title == store.displayName)
        #expect(plan.storeDisplayPrice == card.billedPrice && plan.id == card.planID)
      }
    }
  }

  /// Yearly per month and monthly per week, exact scalars, rounded down: 59.99/12 → 4.99.
  @Test(arguments: [
    ("USA", "en", "≈ $4.99/month", "≈ $1.61/week"),
    ("DEU", "de", "≈ 4,99\u{A0}€/Monat", "≈ 1,61\u{A0}€/Woche"),
    ("JPN", "ja", "≈ ¥750/月", "≈ ¥230/週"),
    (
      "SAU", "ar", "≈ \u{200F}١٨٫٣٣\u{A0}ر.س.\u{200F}/شهر",
      "≈ \u{200F}٥٫٧٦\u{A0}ر.س.\u{200F}/أسبوع"
    ),
    ("IND", "hi", "≈ ₹408.33/माह", "≈ ₹126.69/सप्ताह"),
    ("FRA", "fr", "≈ 4,99\u{A0}€/mois", "≈ 1,61\u{A0}€/semaine"),
    ("TUR", "tr", "≈ ₺183,33/ay", "≈ ₺57,69/hafta"),
    ("BRA", "pt-BR", "≈ R$\u{A0}24,99/mês", "≈ R$\u{A0}8,05/semana"),
  ])
  func derivedPricesAreLocalizedAndRoundedDown(storefront: String, language: String, yearly: String, monthly: String)
    throws
  {
    let model = try ShippedCatalog.model("default", storefront, language)
    #expect(scalars(model.cards[0].derived?.text) == scalars(yearly))
    #expect(model.cards[0].derived?.unit == .month)
    #expect(scalars(model.cards[1].derived?.text) == scalars(monthly))
    #expect(model.cards[1].derived?.unit == .week)
    #expect(model.cards[2].derived == nil && model.cards[3].derived == nil)
  }

  @Test func usaValuesAreExactDecimals() throws {
    let honest = try ShippedCatalog.model("default", "USA", "en")
    #expect(honest.cards[0].derived?.value == Decimal(string: "4.99"))  // 4.99916…
    #expect(honest.cards[1].derived?.value == Decimal(string: "1.61"))  // 6.99 × 12 ÷ 52 = 1.6130…
    let deceptive = try ShippedCatalog.model("deceptive", "USA", "en")
    #expect(deceptive.cards[0].derived?.value == Decimal(string: "5"))
    #expect(deceptive.cards[0].derived?.text == "≈ $5.00/month")
    #expect(deceptive.cards[1].derived?.value == Decimal(string: "1.62"))
    #expect(deceptive.emphasis == .derivedPrice && honest.emphasis == .billedPrice)
  }

  /// JPY and KRW have no minor units: derived prices round to whole yen and won.
  @Test func zeroDecimalCurrencies() throws {
    let japan = try ShippedCatalog.model("default", "JPN", "ja")
    #expect(japan.cards[1].derived?.value == 230)  // 1000 × 12 ÷ 52 = 230.77
    #expect(try ShippedCatalog.model("deceptive", "JPN", "ja").cards[1].derived?.value == 231)
    let korea = try ShippedCatalog.model("default", "KOR", "en")
    #expect(korea.cards[0].derived?.value == 7416)  // 89000 ÷ 12 = 7416.67
    #expect(korea.cards[0].derived?.text == "≈ ₩7,416/month")
    #expect(korea.cards[1].derived?.text == "≈ ₩2,284/week")
    #expect(try ShippedCatalog.model("deceptive", "KOR", "en").cards[0].derived?.value == 7417)
  }

  @Test func periodsAndAccessLengths() throws {
    let usa = try ShippedCatalog.model("shop", "USA", "en")
    #expect(usa.cards[3].periodText == "3 months of access")
    #expect(usa.cards[3].period == Period(3, .month))
    #expect(usa.cards[0].quantityText == "10 coins" && usa.cards[0].coins == 10)
    #expect(usa.cards[2].periodText == nil && usa.cards[2].quantityText == nil)
    let german = try ShippedCatalog.model("shop", "DEU", "de")
    #expect(german.cards[3].periodText == "3 Monate Zugang")
    #expect(german.cards[1].quantityText == "100 Münzen")
    let arabic = try ShippedCatalog.model("shop", "SAU", "ar")
    #expect(arabic.cards[3].periodText == "وصول لمدة ٣ أشهر")
    #expect(arabic.cards[0].quantityText == "١٠ عملات")  // few
    #expect(arabic.cards[1].quantityText == "١٠٠ عملة")  // other
    #expect(try ShippedCatalog.model("shop", "JPN", "ja").cards[0].quantityText == "コイン10枚")
    #expect(try ShippedCatalog.model("default", "JPN", "ja").cards[0].periodText == "/年")
  }

  @Test func pricePerUnitArithmetic() {
    #expect(PricePerUnit.derived(30, period: Period(3, .month))?.value == 10)
    #expect(PricePerUnit.derived(30, period: Period(3, .month))?.unit == .month)
    #expect(PricePerUnit.derived(5, period: Period(1, .week)) == nil)
    #expect(PricePerUnit.derived(5, period: Period(3, .day)) == nil)
    #expect(
      PricePerUnit.rounded(Decimal(string: "83.99")! / 12, minorDigits: 2, rounding: .down) == Decimal(string: "6.99"))
    #expect(PricePerUnit.rounded(Decimal(string: "83.99")! / 12, minorDigits: 2, rounding: .up) == Decimal(string: "7"))
  }
}
