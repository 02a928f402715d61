#if canImport(Glibc)
  import Glibc
#endif
import Testing

@testable import TerminalUI

/// `DisplayWidth` against glibc's `wcwidth` and against widths measured in tmux (terminal.md §4.7).
struct DisplayWidthTests {
  /// glibc's `wcwidth`, looked up on its own so the comparison does not go through the code under test.
  static func libcWcwidth(_ scalar: Unicode.Scalar) -> Int {
    typealias Function = @convention(c) (wchar_t) -> Int32
    DisplayWidth.ensureUTF8Locale()
    let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth")!
    return Int(unsafeBitCast(symbol, to: Function.self)(wchar_t(bitPattern: scalar.value)))
  }

  /// Single code points with the width measured in C.UTF-8 (reliability.md §14.1).
  static let measured: [(scalar: Unicode.Scalar, width: Int)] = [
    ("A", 1), ("~", 1), ("中", 2), ("か", 2), ("한", 2), ("😀", 2), ("✅", 2), ("\u{3000}", 2),
    ("ا", 1), ("١", 1), ("ж", 1), ("é", 1), ("€", 1), ("✓", 1), ("★", 1), ("…", 1), ("\u{A0}", 1),
    ("\u{202F}", 1), ("ह", 1), ("\u{93F}", 1), ("\u{301}", 0), ("\u{FE0F}", 0), ("\u{200D}", 0),
    ("\u{200F}", 0), ("\u{94D}", 0),
  ]

  @Test(arguments: measured.indices)
  func agreesWithWcwidthForPrintableCodePoints(index: Int) {
    let (scalar, width) = Self.measured[index]
    #expect(Self.libcWcwidth(scalar) == width, "wcwidth(U+\(String(scalar.value, radix: 16)))")
    #expect(DisplayWidth.of(Character(scalar)) == width, "U+\(String(scalar.value, radix: 16))")
  }

  @Test(arguments: ["\u{0}", "\u{7}", "\t", "\n", "\r\n", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}"] as [Character])
  func controlCharactersAreZero(control: Character) {
    #expect(DisplayWidth.of(control) == 0)
    // glibc: -1 (non-printable) for every control except NUL, which is 0.
    #expect(Self.libcWcwidth(control.unicodeScalars.first!) <= 0)
  }

  @Test func clusterWidths() {
    #expect(DisplayWidth.of("e\u{301}" as Character) == 1)
    #expect(DisplayWidth.of("👨‍👩‍👧" as Character) == 2)
    #expect(DisplayWidth.of("1\u{FE0F}\u{20E3}" as Character) == 2)
    #expect(DisplayWidth.of("❤\u{FE0F}" as Character) == 2)
    #expect(DisplayWidth.of("🇯🇵" as Character) == 2)
    #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}" as Character) == 2)
    #expect(DisplayWidth.of("हि" as Character) == 2)
  }

  @Test func stringWidths() {
    #expect(DisplayWidth.of("") == 0)
    #expect(DisplayWidth.of("Pro Monthly") == 11)
    #expect(DisplayWidth.of("中文abc") == 7)
    #expect(DisplayWidth.of("か月") == 4)
    #expect(DisplayWidth.of("हिन्दी") == 5)
    #expect(DisplayWidth.of("प्रो") == 3)
    #expect(DisplayWidth.of("\u{200F}١٤٫٩٩ ر.س.\u{200F}") == 10)
    #expect(DisplayWidth.of("a\u{1B}b") == 2)
  }

  @Test func prefixFitsWholeClusters() {
    #expect(DisplayWidth.prefix("中文abc", fitting: 3) == "中")
    #expect(DisplayWidth.prefix("中文abc", fitting: 5) == "中文a")
    #expect(DisplayWidth.prefix("abc", fitting: 5) == "abc")
    #expect(DisplayWidth.prefix("abc", fitting: 0) == "")
    #expect(DisplayWidth.prefix("Cafe\u{301}s", fitting: 4) == "Cafe\u{301}")
    #expect(DisplayWidth.prefix("\u{200F}١٤\u{200F}", fitting: 2) == "\u{200F}١٤\u{200F}")
    #expect(DisplayWidth.prefix("१२ हिन्दी", fitting: 5) == "१२ हि")
    #expect(DisplayWidth.prefix("१२ हिन्दी", fitting: 4) == "१२ ")
  }

  @Test func ensureUTF8LocaleLeavesAUTF8Codeset() {
    #expect(DisplayWidth.ensureUTF8Locale())
    #expect(DisplayWidth.ensureUTF8Locale())
    let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
    #expect(codeset == "UTF-8")
  }

  /// A text's width summed over its scalars (the quick way) is its width summed over its clusters, for
  /// every script the catalogs use and for the clusters the quick way must leave to the slow one.
  @Test(arguments: [
    "الاشتراك الاحترافي السنوي", "٢١٩٫٩٩ ر.س./سنة", "प्रो मासिक सदस्यता", "हिंदी", "コイン10枚", "年額プラン ¥9,800",
    "Économisez 28 %", "e\u{301}te\u{301}", "한국어", "\u{1100}\u{1161}\u{11A8}", "🇯🇵 flag", "👩\u{200D}💻 dev",
    "❤\u{FE0F} love", "tab\there", "line\u{2028}sep", "\u{0378}unassigned", "\u{301}lonely mark",
    "mixed ascii and ٣ أشهر", "\u{200F}rlm\u{200E}", "\r\n", "ça coûte 4,99 €",
  ])
  func scalarSumEqualsClusterSum(text: String) {
    DisplayWidth.ensureUTF8Locale()
    #expect(DisplayWidth.of(text) == DisplayWidth.clusterWidth(of: text), "\(text.unicodeScalars.map(\.value))")
  }
}
