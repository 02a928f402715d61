import Catalog
import Testing

@testable import Storefront

/// The process-wide table behind the ICU formatter and likely-subtags caches.
struct MemoTableTests {
  @Test func computesOnceThenRemembers() {
    let table = MemoTable<String, Int>()
    var calls = 0
    #expect(
      table.value("a") {
        calls += 1
        return 1
      } == 1)
    #expect(
      table.value("a") {
        calls += 1
        return 2
      } == 1)
    #expect(calls == 1)
  }

  @Test func pastItsLimitItComputesWithoutRemembering() {
    let table = MemoTable<Int, Int>(limit: 2)
    _ = table.value(1) { 1 }
    _ = table.value(2) { 2 }
    #expect(table.value(3) { 3 } == 3)
    #expect(table.value(3) { 30 } == 30)
    #expect(table.value(1) { 10 } == 1)
  }

  @Test func sharedPeriodFormattersGiveTheSameWordsAsFreshOnes() {
    let germany = ShippedCatalog.storefronts.first { $0.id == "DEU" }!
    let locale = StorefrontLocale(language: LanguageTag("de"), storefront: germany)
    let first = PeriodFormatter(locale: locale).string(for: .init(3, .month))
    let second = PeriodFormatter(locale: locale).string(for: .init(3, .month))
    #expect(first == "3 Monate" && second == first)
  }
}
