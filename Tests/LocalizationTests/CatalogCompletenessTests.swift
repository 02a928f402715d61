import Foundation
import Testing

@testable import Gettext
@testable import Localization

/// Every language's catalog parses and translates every key of the template, with its placeholders.
@Suite struct CatalogCompletenessTests {
  static let languages = ["ar", "de", "fr", "hi", "ja", "pt-BR", "tr"]

  @Test func theShippedLanguagesAreTheCatalogsLanguages() {
    #expect(Translations.languages == ["en"] + Self.languages)
  }

  /// The catalog the app reads (compiled at build time) is the one its `.po` file says.
  @Test(arguments: ["storefront"] + languages)
  func theEmbeddedCatalogIsTheParsedFile(name: String) throws {
    let isTemplate = name == Translations.templateName
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Localization/po/\(name).\(isTemplate ? "pot" : "po")")
    let parsed = try TranslationCatalog(
      name: name, text: try String(contentsOf: file, encoding: .utf8), isTemplate: isTemplate)
    let embedded = try #require(Translations.catalog(named: name))
    #expect(!embedded.entries.isEmpty)
    #expect(embedded == parsed)
    #expect(embedded.formula.index(for: 1) == parsed.formula.index(for: 1))
  }

  /// A catalog made from messages the build embedded checks its plural rule as a parsed one does.
  @Test func aCatalogFromEmbeddedMessagesChecksItsRule() throws {
    let parsed = try TranslationCatalog(
      name: "xx", pluralCount: 2, formulaText: "n != 1", isTemplate: false,
      messages: [
        POEntry(key: "a.b", source: "x\"y\n\u{1}", sourcePlural: nil, translations: ["z"], isFuzzy: false, line: 3)
      ])
    #expect(parsed.text("a.b", count: nil) == "z")
    #expect(throws: POSyntaxError.self) {
      try TranslationCatalog(name: "xx", pluralCount: 2, formulaText: "n ==", isTemplate: false, messages: [])
    }
  }

  @Test func templateHoldsExactlyTheKeys() throws {
    let template = try #require(Translations.catalog(named: Translations.templateName))
    let keys = Set(UIKey.allCases.map(\.rawValue))
    #expect(keys.subtracting(template.entries.keys).sorted() == [], "keys without English text")
    let unnamed = Set(template.entries.keys).subtracting(keys).filter { !RuleTextPart.isRuleKey($0) }
    #expect(unnamed.sorted() == [], "template messages no UIKey names")
  }

  @Test(arguments: languages)
  func everyKeyIsTranslated(language: String) throws {
    let catalog = try #require(Translations.catalog(named: language))
    let template = try #require(Translations.catalog(named: Translations.templateName))
    var problems: [String] = []
    let ruleKeys = template.entries.keys.filter(RuleTextPart.isRuleKey)
    for key in UIKey.allCases.map(\.rawValue) + ruleKeys {
      guard let source = template.entries[key] else { continue }
      guard let entry = catalog.entries[key] else {
        problems.append("\(key): missing")
        continue
      }
      let wanted = Self.placeholders(source.source + (source.sourcePlural ?? ""))
      for (index, form) in entry.translations.enumerated() {
        if form.isEmpty && key != UIKey.paywallListSeparator.rawValue { problems.append("\(key)[\(index)]: empty") }
        let have = Self.placeholders(form)
        // A plural form may spell its count out ("عملة واحدة") instead of writing %1.
        let spelledOut = source.sourcePlural != nil && have == wanted.subtracting(["%1"])
        if have != wanted && !spelledOut { problems.append("\(key)[\(index)]: placeholders \(have.sorted())") }
      }
      if (source.sourcePlural == nil) != (entry.sourcePlural == nil) {
        problems.append("\(key): plural in one catalog only")
      }
    }
    let extra = Set(catalog.entries.keys).subtracting(UIKey.allCases.map(\.rawValue)).subtracting(ruleKeys)
    problems += extra.sorted().map { "\($0): not in the template" }
    #expect(problems == [])
  }

  @Test func aMissingMessageReadsInEnglish() throws {
    let text = """
      msgid ""
      msgstr ""
      "Plural-Forms: nplurals=1; plural=0;\\n"

      msgctxt "banner.working"
      msgid "Working…"
      msgstr "作業中…"
      """
    let catalog = try TranslationCatalog(name: "xx", text: text, isTemplate: false)
    #expect(catalog.text("banner.working", count: nil) == "作業中…")
    #expect(catalog.text("banner.loading", count: nil) == nil)
  }

  @Test func languagesMatchByTagThenBaseLanguage() {
    #expect(Translations.forLanguage("pt_BR").language == "pt-BR")
    #expect(Translations.forLanguage("pt-PT").language == "pt-BR")
    #expect(Translations.forLanguage("ar-SA").language == "ar")
    #expect(Translations.forLanguage("JA").language == "ja")
    #expect(Translations.forLanguage("sv").language == "en")
    #expect(Translations.forLanguage("sv")(.bannerWorking) == "Working…")
    #expect(Translations.forLanguage("ja")(.bannerWorking) != "Working…")
  }

  @Test func placeholdersAreFilledOnceInOrder() {
    let english = Translations.forLanguage("en")
    #expect(english(.bannerSubscribedUntil, "Pro %2", "2027-01-01") == "Subscribed to Pro %2 until 2027-01-01")
    #expect(english.plural(.paywallCoins, count: 1, "1") == "1 coin")
    #expect(english.plural(.paywallCoins, count: 12, "12") == "12 coins")
  }

  static func placeholders(_ text: String) -> Set<String> {
    var found: Set<String> = []
    var previous: Character?
    for character in text {
      if previous == "%", character.isNumber { found.insert("%\(character)") }
      previous = character
    }
    return found
  }
}
