import Testing

@testable import TerminalUI

/// `TextLayout.sanitize`: no control character from a store or catalog reaches the terminal.
struct SanitizeTests {
  @Test func escapeSequencesAreDefused() {
    #expect(TextLayout.sanitize("Pro\u{1B}[2J") == "Pro\u{FFFD}[2J")
    #expect(TextLayout.sanitize("a\u{9B}31m") == "a\u{FFFD}31m")
    #expect(TextLayout.sanitize("\u{1B}]8;;http://evil\u{7}x") == "\u{FFFD}]8;;http://evil\u{FFFD}x")
    #expect(TextLayout.sanitize("\u{0}\u{7F}") == "\u{FFFD}\u{FFFD}")
  }

  @Test func tabsAndLineBreaksBecomeSpacesOrNewlines() {
    #expect(TextLayout.sanitize("a\tb") == "a b")
    #expect(TextLayout.sanitize("a\r\nb\nc\rd\u{2028}e") == "a b c d e")
    #expect(TextLayout.sanitize("a\r\nb\nc", keepingLineBreaks: true) == "a\nb\nc")
  }

  @Test func bidiOverridesAreDroppedAndMarksKept() {
    #expect(TextLayout.sanitize("\u{202E}evil\u{202C}") == "evil")
    #expect(TextLayout.sanitize("\u{2067}x\u{2069}") == "x")
    let price = "\u{200F}١٤٫٩٩ ر.س.\u{200F}"
    #expect(TextLayout.sanitize(price) == price)
  }

  @Test func ordinaryTextIsUnchanged() {
    for text in ["Pro Monthly", "中文", "हिन्दी", "Cafe\u{301}", "👨‍👩‍👧", "14,99\u{A0}€", ""] {
      #expect(TextLayout.sanitize(text) == text)
    }
  }

  @Test func resultHasNoControlScalars() {
    let hostile = (0..<0xA0).map { String(Unicode.Scalar(UInt8($0))) }.joined()
    let clean = TextLayout.sanitize(hostile)
    #expect(!clean.unicodeScalars.contains { DisplayWidth.isControl($0) })
    #expect(clean.unicodeScalars.count == 0xA0)
  }
}
