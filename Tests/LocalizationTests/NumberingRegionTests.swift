import Localization
import Testing

/// The app's numbers are written as the storefront writes its prices: Arabic in Saudi Arabia with
/// Arabic-Indic digits, as its prices ("٢١٩٫٩٩ ر.س."), Arabic in the USA with 0–9 as "$59.99"
/// (the walkthrough of issue 12 found "0 coins" and ISO dates in 0–9 beside ٢١٩٫٩٩).
struct NumberingRegionTests {
  @Test func arabicInSaudiArabiaWritesArabicIndicDigits() {
    let words = Translations.forLanguage("ar").numbering(region: "SA")
    #expect(words.number(1_234) == "١٬٢٣٤")
    #expect(words.digits("2026-11-29 17:52") == "٢٠٢٦-١١-٢٩ ١٧:٥٢")
    #expect(words.digits("#1003") == "#١٠٠٣")
  }

  @Test func arabicInTheUSAAndEveryOtherLanguageKeepZeroToNine() {
    #expect(Translations.forLanguage("ar").numbering(region: "US").number(20) == "20")
    #expect(Translations.forLanguage("ar").numbering(region: "US").digits("17:52") == "17:52")
    for language in ["en", "de", "fr", "ja", "pt-BR", "tr", "hi"] {
      let words = Translations.forLanguage(language).numbering(region: "SA")
      #expect(words.digits("2026-11-29") == "2026-11-29", "\(language)")
    }
  }

  @Test func theRegionIsPartOfWhatMakesTwoCatalogsTheSame() {
    let arabic = Translations.forLanguage("ar")
    #expect(arabic.numbering(region: "SA") != arabic.numbering(region: "US"))
    #expect(arabic.numbering(region: "SA") == arabic.numbering(region: "SA"))
  }
}
