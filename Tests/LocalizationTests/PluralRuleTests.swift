import Testing
internal import _FoundationICU

@testable import Gettext
@testable import Localization

/// Each catalog's gettext plural rule picks the form of CLDR's category for the count, as ICU says.
@Suite struct PluralRuleTests {
  /// The CLDR categories each language uses for whole numbers, in gettext's form order.
  static let categories: [String: [String]] = [
    "ar": ["zero", "one", "two", "few", "many", "other"], "de": ["one", "other"], "fr": ["one", "many", "other"],
    "hi": ["one", "other"], "ja": ["other"], "pt-BR": ["one", "many", "other"], "tr": ["one", "other"],
  ]

  static let counts: [UInt64] = Array(0...1_200) + [10_000, 100_000, 1_000_000, 2_000_000, 10_000_000, 1_000_001]

  @Test(arguments: categories.keys.sorted())
  func formulaAgreesWithICU(language: String) throws {
    let catalog = try #require(Translations.catalog(named: language))
    let order = try #require(Self.categories[language])
    #expect(catalog.pluralCount == order.count)
    var status = U_ZERO_ERROR
    let rules = try #require(swift_uplrules_open(language.replacingOccurrences(of: "-", with: "_"), &status))
    defer { swift_uplrules_close(rules) }
    var mismatches: [String] = []
    for n in Self.counts {
      var buffer = [UChar](repeating: 0, count: 16)
      let length = swift_uplrules_select(rules, Double(n), &buffer, Int32(buffer.count), &status)
      let keyword = String(decoding: buffer.prefix(Int(length)), as: UTF16.self)
      let index = Int(catalog.formula.index(for: n))
      if order.firstIndex(of: keyword) != index { mismatches.append("\(n): ICU \(keyword), formula form \(index)") }
    }
    #expect(mismatches.prefix(5) == [])
  }

  @Test func arabicFormulaPicksSixForms() throws {
    let formula = try PluralFormula(
      "n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5")
    #expect(
      [0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111].map(formula.index) == [0, 1, 2, 3, 3, 4, 4, 5, 5, 5, 3, 4])
  }

  @Test func formulaGrammar() throws {
    #expect(try PluralFormula("(n != 1)").index(for: 1) == 0)
    #expect(try PluralFormula("!(n % 10 == 1) || n / 0 == 0").index(for: 11) == 1)
    #expect(try PluralFormula("n >= 2 && n <= 4 ? 1 : 2").index(for: 3) == 1)
    #expect(throws: PluralFormula.SyntaxError.self) { try PluralFormula("n ==") }
    #expect(throws: PluralFormula.SyntaxError.self) { try PluralFormula("n ? 1") }
    #expect(throws: PluralFormula.SyntaxError.self) { try PluralFormula("x") }
    #expect(throws: PluralFormula.SyntaxError.self) { try PluralFormula(String(repeating: "(", count: 200) + "n") }
  }
}
