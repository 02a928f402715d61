/// Text made safe to put in an XML or HTML document, as character data or a quoted attribute value.
///
/// `&`, `<`, `>`, `"` and `'` become entities. Nothing from the catalog reaches a document raw: every
/// control (C0 including tab and line breaks, DEL, C1) and the two non-characters XML forbids (U+FFFE,
/// U+FFFF) become U+FFFD, the same stand-in the terminal screens draw (``TextLayout/sanitize(_:keepingLineBreaks:)``);
/// the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are dropped, so they cannot
/// reorder what a browser shows.
enum XMLText {
  /// `text` escaped for XML.
  ///
  /// - Complexity: O(n).
  static func escaped(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x26: result += "&amp;"
      case 0x3C: result += "&lt;"
      case 0x3E: result += "&gt;"
      case 0x22: result += "&quot;"
      case 0x27: result += "&#39;"
      case 0x00..<0x20, 0x7F..<0xA0, 0xFFFE, 0xFFFF: result.unicodeScalars.append(TextLayout.replacementCharacter)
      case 0x202A...0x202E, 0x2066...0x2069: continue
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
