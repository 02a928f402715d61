import Catalog
import Foundation
import Storefront
import Testing

/// Periods are CLDR's unit names with CLDR plural forms, compared scalar by scalar.
struct PeriodFormatterTests {
  /// Counts that hit every plural category of the shipped languages (and Russian's 21 → one).
  static let counts = [1, 2, 3, 5, 11, 21]

  static let russia = StorefrontInfo(
    id: "RUS", appleID: "143469", currency: "RUB", minorDigits: 2, priceLocale: LanguageTag("ru-RU"))

  static func storefront(_ id: String) -> StorefrontInfo {
    id == "RUS" ? russia : ShippedCatalog.catalog.storefront(id)!
  }

  static func unitName(_ unit: Period.Unit) -> String {
    switch unit {
    case .day: "day"
    case .week: "week"
    case .month: "month"
    case .year: "year"
    }
  }

  @Test(arguments: ShippedCatalog.languages, ShippedCatalog.storefronts)
  func matchesICUsConciseUnitSkeleton(language: LanguageTag, storefront: StorefrontInfo) {
    let locale = StorefrontLocale(language: language, storefront: storefront)
    let expectedLocale = ShippedCatalog.expectedLocale(language, storefront)
    for (width, icuWidth) in [(PeriodFormatter.Width.full, "full-name"), (.short, "short")] {
      let formatter = PeriodFormatter(locale: locale, width: width)
      for unit in Period.Unit.allCases {
        for count in Self.counts {
          let actual = formatter.string(for: Period(count, unit))
          let expected = ICUReference.duration(
            Int64(count), unit: Self.unitName(unit), width: icuWidth, locale: expectedLocale)
          #expect(
            ScalarText.scalars(actual) == ScalarText.scalars(expected),
            "\(expectedLocale) \(count) \(unit) \(width): \(ScalarText.escaped(actual)) ≠ \(ScalarText.escaped(expected))"
          )
        }
      }
    }
  }

  @Test(arguments: ShippedCatalog.languages, ShippedCatalog.storefronts)
  func daysAndWeeksMatchFoundationsDurationStyle(language: LanguageTag, storefront: StorefrontInfo) {
    let locale = StorefrontLocale(language: language, storefront: storefront)
    let formatter = PeriodFormatter(locale: locale)
    let foundationLocale = Locale(identifier: ShippedCatalog.expectedLocale(language, storefront))
    for count in Self.counts {
      let days = Duration.seconds(Int64(count) * 86_400)
        .formatted(.units(allowed: [.days], width: .wide).locale(foundationLocale))
      let weeks = Duration.seconds(Int64(count) * 7 * 86_400)
        .formatted(.units(allowed: [.weeks], width: .wide).locale(foundationLocale))
      for (unit, expected) in [(Period.Unit.day, days), (.week, weeks)] {
        let actual = formatter.string(for: Period(count, unit))
        #expect(
          Array(actual.unicodeScalars) == Array(expected.unicodeScalars),
          "\(foundationLocale.identifier) \(count) \(unit): \(ScalarText.escaped(actual)) ≠ \(ScalarText.escaped(expected))"
        )
      }
    }
  }

  /// Counts of the same CLDR plural category get the same words (digits aside), e.g. ru 1 and 21.
  @Test(arguments: ShippedCatalog.languages + [LanguageTag("ru")])
  func wordsFollowTheCLDRPluralCategory(language: LanguageTag) throws {
    let storefront = language.language == "ru" ? Self.russia : ShippedCatalog.catalog.defaultStorefront
    let locale = StorefrontLocale(language: language, storefront: storefront)
    let formatter = PeriodFormatter(locale: locale)
    for unit in Period.Unit.allCases {
      var wordsByCategory: [String: String] = [:]
      for count in Self.counts + [22, 101, 111] {
        let category = try #require(ICUReference.pluralCategory(count, locale: locale.identifier))
        let text = formatter.string(for: Period(count, unit))
        let words = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.numericType == nil }))
        if let earlier = wordsByCategory[category] {
          #expect(words == earlier, "\(locale) \(count) \(unit) (\(category)): \(ScalarText.escaped(text))")
        } else {
          wordsByCategory[category] = words
        }
      }
    }
  }

  /// Hand-checked against CLDR, including the examples of issue 4.
  static let literals:
    [(language: String, storefront: String, period: String, width: PeriodFormatter.Width, text: String)] = [
      ("en", "USA", "P1M", .full, "1 month"),
      ("en", "USA", "P3M", .full, "3 months"),
      ("en", "USA", "P1W", .full, "1 week"),
      ("en", "USA", "P1Y", .full, "1 year"),
      ("en", "USA", "P3D", .full, "3 days"),
      ("de", "DEU", "P1M", .full, "1 Monat"),
      ("de", "DEU", "P3M", .full, "3 Monate"),
      ("de", "CHE", "P1Y", .full, "1 Jahr"),
      ("de", "DEU", "P2W", .full, "2 Wochen"),
      ("ru", "RUS", "P1M", .full, "1 месяц"),
      ("ru", "RUS", "P3M", .full, "3 месяца"),
      ("ru", "RUS", "P5M", .full, "5 месяцев"),
      ("ru", "RUS", "P21M", .full, "21 месяц"),
      ("ja", "JPN", "P1M", .full, "1か月"),
      ("ja", "JPN", "P1W", .full, "1週間"),
      ("ja", "JPN", "P7D", .full, "7日"),
      ("ja", "JPN", "P1Y", .full, "1年"),
      ("tr", "TUR", "P7D", .full, "7\u{202F}gün"),
      ("tr", "TUR", "P1M", .full, "1\u{202F}ay"),
      ("tr", "TUR", "P1W", .full, "1 hafta"),
      ("fr", "FRA", "P1W", .full, "1\u{00A0}semaine"),
      ("fr", "FRA", "P3M", .full, "3\u{00A0}mois"),
      ("fr", "FRA", "P1Y", .full, "1\u{00A0}an"),
      ("fr", "FRA", "P2Y", .full, "2 ans"),
      ("ar", "SAU", "P1M", .full, "شهر"),
      ("ar", "SAU", "P3M", .full, "\u{0663} أشهر"),
      ("ar", "USA", "P2M", .full, "شهران"),
      ("ar", "USA", "P3M", .full, "3 أشهر"),
      ("hi", "IND", "P1M", .full, "1 महीना"),
      ("hi", "IND", "P3M", .full, "3 महीने"),
      ("pt-BR", "BRA", "P1M", .full, "1 mês"),
      ("pt-BR", "BRA", "P3M", .full, "3 meses"),
      ("en", "USA", "P1M", .short, "1 mth"),
      ("en", "USA", "P3M", .short, "3 mths"),
      ("de", "DEU", "P3M", .short, "3 Mon."),
      ("ja", "JPN", "P3M", .short, "3か月"),
    ]

  @Test func handCheckedExamples() throws {
    for example in Self.literals {
      let period = try #require(Period(iso8601: example.period))
      let locale = StorefrontLocale(
        language: LanguageTag(example.language), storefront: Self.storefront(example.storefront))
      let actual = PeriodFormatter(locale: locale, width: example.width).string(for: period)
      #expect(
        Array(actual.unicodeScalars) == Array(example.text.unicodeScalars),
        "\(locale) \(example.period): \(ScalarText.escaped(actual)) ≠ \(ScalarText.escaped(example.text))")
    }
  }

  @Test func offersSpellTheirWholeDuration() throws {
    let catalog = ShippedCatalog.catalog
    let monthly = try #require(catalog.product("com.example.pro.monthly")?.subscription)
    let yearly = try #require(catalog.product("com.example.pro.yearly")?.subscription)
    let comeback = try #require(monthly.promotionalOffers.first)
    let trial = try #require(yearly.introductoryOffer)
    #expect(comeback.paymentMode == .payAsYouGo && comeback.periods == 3)
    let english = PeriodFormatter(
      locale: StorefrontLocale(language: LanguageTag("en"), storefront: catalog.defaultStorefront))
    let german = PeriodFormatter(
      locale: StorefrontLocale(language: LanguageTag("de"), storefront: catalog.storefront("DEU")!))
    #expect(english.string(for: comeback) == "3 months")
    #expect(english.string(for: trial) == "1 week")
    #expect(german.string(for: comeback) == "3 Monate")
    #expect(german.string(for: trial) == "1 Woche")
    let huge = SubscriptionOffer(paymentMode: .payAsYouGo, period: Period(Int.max / 2, .month), periods: 3)
    #expect(english.string(for: huge) == "3×P\(Int.max / 2)M")
  }

  @Test func everyCatalogPeriodIsSpelledInEveryShippedLanguage() {
    let periods = Set(Period.subscriptionPeriods + Period.offerPeriods)
    for language in ShippedCatalog.languages {
      for storefront in ShippedCatalog.storefronts {
        let formatter = PeriodFormatter(locale: StorefrontLocale(language: language, storefront: storefront))
        for period in periods {
          let text = formatter.string(for: period)
          #expect(text != period.description && !text.isEmpty, "\(language) \(storefront.id) \(period)")
        }
      }
    }
  }
}
