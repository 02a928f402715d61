import Testing

@testable import Localization

/// `Translations.fill` fills `%1`…`%9`; its byte path must give what the character path gives.
struct TemplateFillTests {
  static let templates = [
    "%1 then %2", "%2 before %1", "100%", "%%1", "%1%2", "%", "%0 and %9", "Save %1%", "%1", "no placeholders",
    "%٣ Arabic digit", "%1\u{301} combining", "\u{600}%1 prepended", "é%1 after Latin", "%1é", "合計%1（%2）",
    "%1/%2", "\r\n%1",
  ]

  @Test(arguments: templates)
  func theBytePathAgreesWithTheCharacterPath(template: String) {
    let arguments = ["$4.99", "٢١٩٫٩٩ ر.س.", "%1"]
    let expected = Translations.fillingByCharacter(template, arguments)
    #expect(Translations.fill(template, arguments) == expected)
    if let bytes = Translations.fillingASCIIPlaceholders(template, arguments) { #expect(bytes == expected) }
  }

  @Test func placeholdersAreFilledOnceAndArgumentsNotRescanned() {
    #expect(Translations.fill("%1 and %2", ["%2", "x"]) == "%2 and x")
    #expect(Translations.fill("%3 stays", ["a"]) == "%3 stays")
    #expect(Translations.fill("合計%1（%2）", ["¥9,600", "12か月"]) == "合計¥9,600（12か月）")
  }

  @Test func aPercentThatMayJoinItsNeighboursIsLeftToTheCharacterPath() {
    #expect(Translations.fillingASCIIPlaceholders("\u{600}%1", ["a"]) == nil)
    #expect(Translations.fillingASCIIPlaceholders("%1\u{301}", ["a"]) == nil)
    #expect(Translations.fillingASCIIPlaceholders("%٣", ["a", "b", "c"]) == nil)
    #expect(Translations.fill("%٣", ["a", "b", "c"]) == "c")
  }
}
