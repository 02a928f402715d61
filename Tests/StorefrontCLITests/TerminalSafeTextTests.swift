import Foundation
import Testing

@testable import StorefrontCLI

/// The one escaping helper every command prints input through.
struct TerminalSafeTextTests {
  /// The scalars that must never reach a terminal raw.
  static let unsafe: [Unicode.Scalar] = {
    let values: [UInt32] =
      Array(0x00..<0x20) + [0x7F] + Array(0x80...0x9F) + Array(0x202A...0x202E)
      + Array(0x2066...0x2069)
    return values.map { Unicode.Scalar($0)! }
  }()

  @Test(arguments: unsafe) func everyControlAndBidiOverrideIsEscaped(_ scalar: Unicode.Scalar) {
    let text = "a" + String(Character(scalar)) + "b"
    let line = TerminalSafeText.line(text)
    #expect(line == "a\\u{\(String(scalar.value, radix: 16))}b")
    #expect(line.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
  }

  @Test func printableTextOfEveryScriptIsKept() {
    let kept = [
      "com.iaptutorial.coins", "Préférences — “quoted” 1½", "اشترك الآن مقابل ٩٫٩٩ ر.س", "月額プラン ¥980", "프리미엄",
      "Pro 🚀👩‍👩‍👧 ✓", "mark\u{200E}s\u{200F}\u{061C} stay", "back\\slash \"quote\"", "\u{FFFD}", "",
    ]
    for text in kept { #expect(TerminalSafeText.line(text) == text) }
  }

  @Test func lineBreaksAndTabsBecomeEscapesSoAProblemStaysOneLine() {
    #expect(TerminalSafeText.line("a\nb\r\nc\td") == "a\\u{a}b\\u{d}\\u{a}c\\u{9}d")
    #expect(TerminalSafeText.lines("{\n  \"a\": \"\u{1B}[2J\"\n}") == "{\n  \"a\": \"\\u{1b}[2J\"\n}")
  }

  @Test func lineAndParagraphSeparatorsAreEscapedToo() {
    #expect(TerminalSafeText.line("Ab\u{2028}CD\u{2029}") == "Ab\\u{2028}CD\\u{2029}")
    #expect(
      TerminalSafeText.json(Array("{\"name\":\"a\u{2028}b\u{2029}\"}".utf8))
        == Array("{\"name\":\"a\\u2028b\\u2029\"}".utf8))
  }

  @Test func anEscapeSequenceShowsAsTextThatDoesNotAct() {
    let line = TerminalSafeText.line("\u{1B}]2;pwned\u{07}\u{1B}[2J\u{9B}31m")
    #expect(line == "\\u{1b}]2;pwned\\u{7}\\u{1b}[2J\\u{9b}31m")
  }

  @Test func bytesThatAreNotUTF8AreShownInHexAndValidScalarsAsText() {
    #expect(
      TerminalSafeText.line(bytes: [0x41, 0xFF, 0x00, 0xC3, 0xA9, 0xE2, 0x80, 0x1B, 0x42])
        == "A\\xff\\u{0}é\\xe2\\x80\\u{1b}B")
    #expect(TerminalSafeText.line(bytes: Array("日本 🚀".utf8)) == "日本 🚀")
    #expect(TerminalSafeText.line(bytes: [0xC2, 0x9B]) == "\\u{9b}")
    #expect(TerminalSafeText.line(bytes: []) == "")
  }

  @Test func jsonKeepsItsValueAndLosesEveryRawControl() throws {
    let value = "\u{1B}[2J \u{7F} \u{85} \u{9B} \u{202E}evil\u{2069} 月 🚀 é"
    let encoded = try JSONEncoder().encode(["text": value])
    let safe = TerminalSafeText.json(Array(encoded))
    let text = String(decoding: safe, as: UTF8.self)
    #expect(text.unicodeScalars.allSatisfy { !TerminalSafeTextTests.unsafe.contains($0) })
    #expect(text.contains("\\u202e") && text.contains("\\u009b") && text.contains("\\u007f"))
    let decoded = try JSONDecoder().decode([String: String].self, from: Data(safe))
    #expect(decoded == ["text": value])
  }
}
