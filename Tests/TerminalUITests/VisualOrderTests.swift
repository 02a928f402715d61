import Testing

@testable import TerminalUI

/// Right-to-left text in visual order: exact rows for mixed Arabic, Latin and digits, computed by hand from
/// the Unicode Bidirectional Algorithm (UAX #9).
///
/// In a right-to-left paragraph, Arabic letters (AL) are at level 1 and a Latin run (L) or a number at level
/// 2; rule L2 turns the whole line round and then each level-2 run back, so Arabic words read right to left
/// while "Pro Yearly" and "59.99" keep their own order. `reversed(_:)` spells an Arabic word as it is seen,
/// left to right: its letters in reverse.
struct VisualOrderTests {
  /// An Arabic word as it is drawn in visual order (its grapheme clusters reversed).
  private func reversed(_ word: String) -> String { String(word.reversed()) }

  /// `text` put on a 60-column row of a grid writing in `order`, read back.
  private func drawn(_ text: String, order: TextOrder = .visual(.rightToLeft), maxWidth: Int? = nil) -> String {
    var grid = CellGrid(columns: 60, rows: 1, order: order)
    grid.put(text, column: 0, row: 0, maxWidth: maxWidth)
    return grid.rowText(0)
  }

  @Test func aLatinProductNameKeepsItsOrderInsideAnArabicSentence() {
    // "اشترك في Pro Yearly الآن": the spaces between Arabic and Latin take the paragraph's level (N2).
    #expect(
      drawn("اشترك في Pro Yearly الآن") == reversed("الآن") + " Pro Yearly " + reversed("في") + " " + reversed("اشترك"))
  }

  @Test func pricesAndPercentagesKeepTheirDigitsInOrder() {
    // "20" after Arabic letters is an Arabic number (W2), so "%" is not joined to it (W5 wants a European
    // one) and stays at the paragraph's level: the number, at level 2, is drawn left of "%" ("20%", as
    // Arabic writes a percentage). "59.99" follows the Latin name, so W7 makes it L and ": " between two L
    // runs is L (N1): "Pro Yearly: 59.99" is one run. "ر.س." is Arabic with neutral dots between Arabic
    // letters (N1), and the shadda of "وفّر" stays on its letter (L3).
    let logical = "وفّر %20 مع Pro Yearly: 59.99 ر.س. فقط"
    let visual =
      reversed("فقط") + " " + reversed("ر.س.") + " Pro Yearly: 59.99 " + reversed("مع") + " 20% " + reversed("وفّر")
    #expect(drawn(logical) == visual)
    #expect(visual.hasPrefix("طقف .س.ر Pro"))
  }

  @Test func aPriceInsideAnArabicSentenceReadsAsItsStorefrontWritesIt() {
    // After "ثم" the digits of "$59.99" would be an Arabic number (W2) and "$" would not join them (W5),
    // drawing "59.99$" under a plan whose price alone reads "$59.99": a price with a currency sign is read as
    // isolated left to right (HL3), so both read "$59.99", and "/" between it and "سنة" stays neutral.
    #expect(
      drawn("أسبوع مجانًا، ثم $59.99/سنة") == reversed("سنة") + "/$59.99 " + reversed("ثم") + " " + reversed("مجانًا،")
        + " " + reversed("أسبوع"))
    #expect(drawn("$59.99/سنة") == reversed("سنة") + "/$59.99")
    // A euro price with its no-break space is one price too; a percentage has no currency sign and is unchanged.
    #expect(drawn("ثم 59,99\u{A0}€/سنة") == reversed("سنة") + "/59,99\u{A0}€ " + reversed("ثم"))
    #expect(drawn("وفّر %20") == "20% " + reversed("وفّر"))
  }

  @Test func aDateInsideAnArabicSentenceReadsAsTheAppWritesIt() {
    // After "في" the digits of "2028-01-13" would be Arabic numbers (W2) and the hyphens neutrals between
    // them (W4 joins only common separators), drawing "13-01-2028" beside a column that reads "2028-01-13"
    // (found in the app): a date is read as isolated left to right (HL3). A time was already whole.
    #expect(drawn("يتجدد في 2028-01-13") == "2028-01-13 " + reversed("في") + " " + reversed("يتجدد"))
    #expect(drawn("في 05:09") == "05:09 " + reversed("في"))
    // A leading sign is no separator between digits: "+10" still reads sign first from the right.
    #expect(drawn("عملات +10") == "10+ " + reversed("عملات"))
  }

  @Test func aSizeInsideAnArabicSentenceReadsColumnsByRows() {
    // The too-small notice said "20×60" for a 60-column, 20-row terminal: "×" is a neutral, so the
    // two numbers changed places (N1); a size is read as isolated left to right, as a date is.
    #expect(drawn("الحجم الحالي 60×20") == "60×20 " + reversed("الحالي") + " " + reversed("الحجم"))
    #expect(drawn("60×20") == "60×20")
  }

  @Test func arabicIndicDigitsAndMirroredParentheses() {
    // "(١٠ عملات)": the pair encloses right-to-left text, so both parentheses are R (N0), the line turns round
    // and each is mirrored (L4), reading "(" at the left again; "١٠" (AN) keeps its order.
    #expect(drawn("(١٠ عملات)") == "(" + reversed("عملات") + " ١٠)")
  }

  @Test func aSaudiPriceWithItsPeriodReadsPriceFirstFromTheRight() {
    // CLDR's "٢١٩٫٩٩ ر.س." (no-break space) then "/سنة": the digits at the right, the unit at the left.
    #expect(drawn("٢١٩٫٩٩\u{A0}ر.س./سنة") == reversed("ر.س./سنة") + "\u{A0}٢١٩٫٩٩")
    #expect(drawn("\u{200F}١٤٫٩٩ ر.س.\u{200F}") == ".س.ر ١٤٫٩٩")
  }

  @Test func arabicInsideALeftToRightParagraphIsOneRightToLeftRun() {
    #expect(
      drawn("Buy الاشتراك السنوي now", order: .visual(.leftToRight))
        == "Buy " + reversed("الاشتراك السنوي") + " now")
    #expect(drawn("Pro Yearly 59.99", order: .visual(.leftToRight)) == "Pro Yearly 59.99")
  }

  @Test func truncationCutsTheLogicalTextAndTheEllipsisEndsItAtTheLeft() {
    // "اشترك الآن" is 10 columns; in 6 the first word and "…" fit, and "…" (the text's end) is drawn leftmost.
    #expect(drawn("اشترك الآن", maxWidth: 6) == "…" + reversed("اشترك"))
    #expect(drawn("\u{200F}١٤٫٩٩ ر.س.\u{200F}", maxWidth: 6) == "…١٤٫٩٩")
  }

  @Test func spacesAtTheEdgesStayAndTwoSpacesSeparateColumns() {
    // A footer: each entry between gutters is its own paragraph, and the gutter stays where layout put it.
    #expect(drawn("Enter شراء  Esc رجوع") == reversed("شراء") + " Enter  " + reversed("رجوع") + " Esc")
    var grid = CellGrid(columns: 20, rows: 1, order: .visual(.rightToLeft))
    let used = grid.put(" شراء", column: 5, row: 0)
    #expect(used == 5)
    #expect(grid[5, 0].grapheme == " ")
    #expect(grid.rowText(0) == "      " + reversed("شراء"))
  }

  @Test func englishTextInARightToLeftParagraphFollowsTheAlgorithm() {
    // A leading number is at level 2 apart from the Latin run after it, so it moves to the right end; with no
    // Arabic letter before it, it stays a European number, and "%" joins it (W5).
    let rightToLeft = { (text: String) in String(VisualOrder.reorder(Array(text), direction: .rightToLeft)) }
    #expect(rightToLeft("10 coins") == "coins 10")
    #expect(rightToLeft("%20 off") == "off %20")
    #expect(rightToLeft("Pro: none") == "Pro: none")
    #expect(rightToLeft("\"alg\" : \"ES256\",") == ",\"alg\" : \"ES256\"")
  }

  @Test func textWithNoRightToLeftLetterStaysAsWrittenInAnArabicScreen() {
    // Nothing in it reads right to left: a Latin name, a date, a URL or a line of JSON is drawn as written.
    #expect(drawn("10 coins") == "10 coins")
    #expect(drawn("2026-11-29 17:52") == "2026-11-29 17:52")
    #expect(drawn("  \"alg\" : \"ES256\",") == "  \"alg\" : \"ES256\",")
    #expect(drawn("https://www.apple.com/legal/") == "https://www.apple.com/legal/")
    // In a piece that holds Arabic, Latin text around it takes the paragraph's direction.
    #expect(drawn("10 عملات") == reversed("عملات") + " 10")
  }

  @Test func drawingsWithoutLettersOrDigitsAreLeftAlone() {
    #expect(drawn("┌──────┐") == "┌──────┐")
    #expect(drawn("▶") == "▶")
  }

  @Test func logicalOrderWritesTheTextAsItIs() {
    let logical = "وفّر %20 مع Pro Yearly: 59.99 ر.س. فقط"
    #expect(drawn(logical, order: .logical) == logical)
    #expect(drawn(logical, order: BidiMode.terminal.order(rightToLeft: true)) == logical)
    #expect(BidiMode.visual.order(rightToLeft: true) == .visual(.rightToLeft))
    #expect(BidiMode.visual.order(rightToLeft: false) == .visual(.leftToRight))
  }

  @Test func aLineOverTheBoundKeepsLogicalOrder() {
    let long = Array(repeating: Character("ب"), count: VisualOrder.maximumScalars + 1)
    #expect(VisualOrder.reorder(long, direction: .rightToLeft) == long)
    let short: [Character] = ["ا", "ب"]
    #expect(VisualOrder.reorder(short, direction: .rightToLeft) == ["ب", "ا"])
  }

  @Test func onlyRightToLeftScalarsCanMoveTextInALeftToRightParagraph() {
    #expect(!VisualOrder.mayReorder("Pro Yearly $59.99 (1 week)", direction: .leftToRight))
    #expect(!VisualOrder.mayReorder("年額プラン ¥9,800", direction: .leftToRight))
    #expect(VisualOrder.mayReorder("Pro عملات", direction: .leftToRight))
    #expect(VisualOrder.mayReorder("١٠", direction: .leftToRight))
    #expect(VisualOrder.mayReorder("coins", direction: .rightToLeft))
  }
}
