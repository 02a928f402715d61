import Testing

@testable import Gettext
@testable import Localization

@Suite struct POParserTests {
  @Test func readsContinuationsEscapesPluralsAndSkipsFuzzy() throws {
    let text = """
      # comment
      msgid ""
      msgstr ""
      "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

      #. note
      msgctxt "a"
      msgid "Say \\"hi\\""
      msgstr "Dis "
      "\\"salut\\"\\t!"

      msgctxt "b"
      msgid "%1 coin"
      msgid_plural "%1 coins"
      msgstr[0] "%1 pièce"
      msgstr[1] "%1 pièces"

      #, fuzzy
      msgctxt "c"
      msgid "Guess"
      msgstr "Devine"
      """
    let catalog = try TranslationCatalog(name: "fr", text: text, isTemplate: false)
    #expect(catalog.text("a", count: nil) == "Dis \"salut\"\t!")
    #expect(catalog.text("b", count: 1) == "%1 pièce")
    #expect(catalog.text("b", count: 2) == "%1 pièces")
    #expect(catalog.text("c", count: nil) == nil)
  }

  @Test(arguments: [
    ("msgid \"\"\nmsgstr \"\"\nmsgctxt \"a\"\nmsgid \"x\"\nmsgstr \"y", 5, "expected a quoted string"),
    ("msgid \"\"\nmsgstr \"\"\nmsgctxt \"a\"\nmsgid \"x\"\nmsgstr \"\\q\"", 5, "unknown escape \"\\q\""),
    ("msgid \"\"\nmsgstr \"\"\nmsgid \"x\"\nmsgstr \"y\"", 3, "message \"x\" has no msgctxt key"),
    ("msgid \"\"\nmsgstr \"\"\nmsgstrr \"y\"", 3, "unknown keyword \"msgstrr\""),
    ("msgid \"\"\nmsgstr \"\"\nmsgctxt \"a\"\nmsgctxt \"b\"", 3, "an entry has no msgid"),
  ])
  func reportsTheLine(text: String, line: Int, message: String) {
    do {
      _ = try POParser(file: "xx.po").entries(text)
      Issue.record("parsed although it should not")
    } catch {
      #expect(error.line == line)
      #expect(error.message == message)
    }
  }

  @Test func aCatalogWithoutPluralFormsIsRefused() {
    #expect(throws: POSyntaxError.self) {
      try TranslationCatalog(name: "xx", text: "msgid \"\"\nmsgstr \"\"\n", isTemplate: false)
    }
  }

  @Test func aPluralWithTheWrongNumberOfFormsIsRefused() {
    let text = """
      msgid ""
      msgstr ""
      "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

      msgctxt "b"
      msgid "%1 coin"
      msgid_plural "%1 coins"
      msgstr[0] "%1 pièce"
      """
    #expect(throws: POSyntaxError.self) { try TranslationCatalog(name: "fr", text: text, isTemplate: false) }
  }
}
