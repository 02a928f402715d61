import Catalog
import Storefront
import Testing

/// Which available language is shown for a requested one.
struct LanguageMatcherTests {
  func match(_ requested: String, _ available: [String], default defaultLanguage: String = "en") -> String? {
    LanguageMatcher.bestMatch(
      for: LanguageTag(requested), among: available.map(LanguageTag.init), defaultLanguage: LanguageTag(defaultLanguage)
    )?.identifier
  }

  @Test func anExactTagWins() {
    #expect(match("pt-BR", ["en", "pt", "pt-BR"]) == "pt-BR")
    #expect(match("de", ["en", "de-CH", "de"]) == "de")
  }

  @Test func tagsCompareCaseInsensitivelyWithEitherSeparator() {
    #expect(match("PT_br", ["en", "pt-BR"]) == "pt-BR")
  }

  @Test func subtagsAreDroppedFromTheEnd() {
    #expect(match("pt-BR", ["en", "pt"]) == "pt")
    #expect(match("zh-Hant-TW", ["en", "zh-Hans", "zh-Hant"]) == "zh-Hant")
    #expect(match("de-AT", ["en", "de"]) == "de")
  }

  @Test func anotherRegionOfTheSameLanguageAndScriptComesNext() {
    #expect(match("pt-PT", ["en", "pt-BR"]) == "pt-BR")
    #expect(match("pt", ["en", "pt-PT", "pt-BR"]) == "pt-BR")  // CLDR's likely region for pt is BR
    #expect(match("de-AT", ["en", "de-CH"]) == "de-CH")
    #expect(match("zh-TW", ["en", "zh-Hans", "zh-Hant"]) == "zh-Hant")  // zh-TW is likely Hant
  }

  @Test func aDifferentScriptIsNotTheSameLanguage() {
    #expect(match("zh-Hant", ["en", "zh-Hans"]) == "en")
    #expect(match("sr-Latn", ["de", "sr"], default: "de") == "de")
  }

  @Test func otherwiseTheDefaultLanguageThenTheFirst() {
    #expect(match("ko", ["fr", "en", "de"]) == "en")
    #expect(match("ko", ["fr", "de"]) == "fr")
    #expect(match("ko", []) == nil)
  }
}
