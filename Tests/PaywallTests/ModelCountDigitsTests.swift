import Catalog
import Foundation
import Storefront
import Testing

@testable import Paywall

/// Issue 13 (lint speed): a count under 1,000 is written from the numbering system's digits without
/// a formatter; it reads as Foundation's integer format in the reader's language and the prices'
/// digits, in every shipped language and storefront ("١٠" beside `٣٫٩٩ ر.س.`).
struct ModelCountDigitsTests {
  @Test func countsUnderAThousandReadAsTheIntegerFormat() {
    let catalog = ShippedCatalog.catalog
    for storefront in catalog.storefronts {
      for language in catalog.languages {
        let formatting = ModelFormatting(
          language: language, storefront: storefront, ui: PaywallUIText.forLanguage(language))
        for value in Array(0...30) + [99, 100, 365, 999, 1_000, 1_234, 12_345] {
          #expect(
            formatting.count(Int64(value))
              == Int64(value).formatted(IntegerFormatStyle<Int64>(locale: formatting.locale.locale)),
            "\(storefront.id) \(language) \(value)")
        }
      }
    }
  }
}
