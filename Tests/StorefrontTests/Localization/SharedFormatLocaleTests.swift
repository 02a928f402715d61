import Catalog
import Foundation
import Testing

@testable import Storefront

/// Issue 13 (lint speed): ICU's period formatters are shared by the storefronts whose region ICU
/// has no data for; for counts under 1,000 (no grouping separator) what they write is the same as
/// for the locale itself, in every shipped language and storefront. (A region can change the
/// grouping of larger counts, and Foundation's number formats take it from the region: "1,234" in
/// `fr_US`, "1 234" in `fr`; those are not shared.)
struct SharedFormatLocaleTests {
  @Test func aRegionWithoutDataOfItsOwnIsLeftOut() {
    let usa = ShippedCatalog.catalog.storefront("USA")!
    let india = ShippedCatalog.catalog.storefront("IND")!
    let switzerland = ShippedCatalog.catalog.storefront("CHE")!
    #expect(StorefrontLocale(language: LanguageTag("fr"), storefront: usa).sharedFormatIdentifier == "fr")
    #expect(StorefrontLocale(language: LanguageTag("ja"), storefront: usa).sharedFormatIdentifier == "ja")
    #expect(StorefrontLocale(language: LanguageTag("en"), storefront: india).sharedFormatIdentifier == "en_IN")
    #expect(StorefrontLocale(language: LanguageTag("de"), storefront: switzerland).sharedFormatIdentifier == "de_CH")
    // The digits stay those of the prices beside them.
    let arabic = StorefrontLocale(language: LanguageTag("ar"), storefront: usa)
    #expect(Locale(identifier: arabic.sharedFormatIdentifier).numberingSystem == arabic.locale.numberingSystem)
  }

  @Test(arguments: ShippedCatalog.languages, ShippedCatalog.storefronts)
  func theSharedLocaleWritesWhatTheLocaleWrites(language: LanguageTag, storefront: StorefrontInfo) {
    let locale = StorefrontLocale(language: language, storefront: storefront)
    for unit in [Period.Unit.day, .week, .month, .year] {
      for width in PeriodFormatter.Width.allCases {
        for count in Array(0...24) + [36, 52, 99, 100, 101, 365, 500, 999] {
          let own = DurationUnitFormatter(unit: unit, width: width, localeIdentifier: locale.identifier)?.string(
            Int64(count))
          let common = DurationUnitFormatter(unit: unit, width: width, localeIdentifier: locale.sharedFormatIdentifier)?
            .string(Int64(count))
          #expect(own != nil && own == common, "\(locale) \(count) \(unit) \(width)")
        }
      }
    }
  }

  /// Counts and percentages under 1,000 (no grouping) are written alike by the shared locale.
  @Test(arguments: ShippedCatalog.languages, ShippedCatalog.storefronts)
  func countsAndPercentagesUnderAThousandAreWrittenAlike(language: LanguageTag, storefront: StorefrontInfo) {
    let locale = StorefrontLocale(language: language, storefront: storefront)
    let shared = Locale(identifier: locale.sharedFormatIdentifier)
    for value in Array(0...120) + [150, 199, 250, 365, 500, 999] {
      #expect(
        value.formatted(IntegerFormatStyle<Int>(locale: locale.locale))
          == value.formatted(IntegerFormatStyle<Int>(locale: shared)), "\(locale) \(value)")
      #expect(
        value.formatted(IntegerFormatStyle<Int>.Percent(locale: locale.locale))
          == value.formatted(IntegerFormatStyle<Int>.Percent(locale: shared)), "\(locale) \(value)%")
    }
  }
}
