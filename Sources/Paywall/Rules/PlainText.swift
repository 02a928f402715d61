import Foundation

/// Literal text search for the common case, with Foundation's answers.
enum PlainText {
  /// Whether `text` has only printable scalars below U+0300 (ASCII, Latin-1, Latin Extended, IPA), so
  /// nothing in it composes or combines and Foundation's search equals a search of its UTF-8 bytes.
  static func isSimple(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { (0x20..<0x7F).contains($0.value) || (0xA0..<0x300).contains($0.value) }
  }

  /// `text` with every occurrence of `target` replaced by `replacement`, left to right, as Foundation's
  /// `replacingOccurrences(of:with:)` does; searched byte by byte when both texts are simple.
  static func replacing(_ target: String, in text: String, with replacement: String) -> String {
    guard !target.isEmpty, isSimple(text), isSimple(target) else {
      return text.replacingOccurrences(of: target, with: replacement)
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
