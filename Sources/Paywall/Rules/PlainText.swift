import FoundationEssentials
internal import Storefront

/// Literal text search for the common case, with Foundation's answers.
enum PlainText {
  /// Whether `text` has only printable scalars that neither combine nor have a canonical decomposition
  /// other than Latin ones below U+0300 (ASCII, Latin-1, Latin Extended, IPA): dashes, quotes and dots
  /// (U+2010–U+2027), currency signs, "≈", box drawing, shapes and dingbats ("✓"), so Foundation's
  /// search equals a search of its bytes.
  static func isSimple(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      switch scalar.value {
      case 0x20..<0x7F, 0xA0..<0x300, 0x2010..<0x2028, 0x20A0..<0x20C1, 0x2248, 0x2500..<0x2600, 0x2700..<0x27C0: true
      default: false
      }
    }
  }

  /// Whether Foundation can find an ASCII text in `text` only where its bytes are: `text` has no format
  /// characters and none of the three scalars that are canonically equivalent to ASCII (KELVIN SIGN,
  /// GREEK QUESTION MARK, GREEK VARIA); every other scalar's decomposition holds a non-ASCII scalar.
  static func matchesASCIIOnlyLiterally(_ text: String) -> Bool {
    !text.unicodeScalars.contains { scalar in
      scalar.value >= 0x80
        && (scalar.value == 0x212A || scalar.value == 0x037E || scalar.value == 0x1FEF
          || scalar.properties.generalCategory == .format)
    }
  }

  /// Whether `text` contains `target`, as Foundation's `contains(_:)` says; searched byte by byte when both
  /// texts are simple.
  static func contains(_ text: String, _ target: String) -> Bool {
    guard !target.isEmpty, isSimple(text), isSimple(target) else {
      return searches.value(SearchKey(text: ExactText(text), target: ExactText(target))) { text.contains(target) }
    }
    return contains(Array(text.utf8), Array(target.utf8))
  }

  /// What a search depends on.
  private struct SearchKey: Hashable, Sendable {
    var text: ExactText
    var target: ExactText
  }

  /// Searches the bytes cannot settle, remembered process-wide: comparing characters costs far more than
  /// hashing bytes, and the same texts are searched for the same words frame after frame.
  private static let searches = MemoTable<SearchKey, Bool>(limit: 8192, overflow: .startOver)

  /// Whether the bytes `haystack` contain the non-empty bytes `needle`.
  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard haystack.count >= needle.count else { return false }
    for start in 0...(haystack.count - needle.count)
    where haystack[start] == needle[0] && haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return true
    }
    return false
  }

  /// The bytes `haystack` with every occurrence of the non-empty bytes `needle`, left to right, replaced by
  /// one space.
  static func blanking(_ needle: [UInt8], in haystack: [UInt8]) -> [UInt8] {
    guard let first = needle.first, haystack.count >= needle.count else { return haystack }
    var output: [UInt8] = []
    var copied = 0
    var index = 0
    while index <= haystack.count - needle.count {
      if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) {
        if output.isEmpty { output.reserveCapacity(haystack.count) }
        output.append(contentsOf: haystack[copied..<index])
        output.append(0x20)
        index += needle.count
        copied = index
      } else {
        index += 1
      }
    }
    guard copied > 0 else { return haystack }
    output.append(contentsOf: haystack[copied...])
    return output
  }

  /// `text` with every occurrence of `target` replaced by `replacement`, left to right, as Foundation's
  /// `replacingOccurrences(of:with:)` does; searched byte by byte when both texts are simple.
  static func replacing(_ target: String, in text: String, with replacement: String) -> String {
    guard !target.isEmpty, isSimple(text), isSimple(target) else {
      return text.replacing(target, with: replacement)
    }
    let haystack = Array(text.utf8)
    let needle = Array(target.utf8)
    guard haystack.count >= needle.count else { return text }
    var output: [UInt8] = []
    var replaced = false
    var index = 0
    while index <= haystack.count - needle.count {
      if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) {
        output.append(contentsOf: replacement.utf8)
        index += needle.count
        replaced = true
      } else {
        output.append(haystack[index])
        index += 1
      }
    }
    guard replaced else { return text }
    output.append(contentsOf: haystack[index...])
    return String(decoding: output, as: UTF8.self)
  }
}
