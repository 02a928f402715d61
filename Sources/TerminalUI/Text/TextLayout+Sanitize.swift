extension TextLayout {
  /// The character that stands in for a control character removed from untrusted text.
  public static let replacementCharacter: Unicode.Scalar = "\u{FFFD}"

  /// Makes store- or catalog-supplied text safe to draw: no control character can reach the terminal.
  ///
  /// - Every C0 control (U+0000–U+001F), DEL (U+007F) and C1 control (U+0080–U+009F, including CSI U+009B)
  ///   becomes U+FFFD "�", so an escape sequence such as "\u{1B}[2J" shows as "�[2J" instead of acting, and
  ///   the tampering stays visible.
  /// - Tab becomes a space. Line breaks ("\n", "\r\n", "\r", U+0085, U+2028, U+2029) become one space, or one
  ///   "\n" when `keepingLineBreaks` is true (for paragraphs passed to ``wrap(_:width:)``).
  /// - Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are dropped: they could reorder
  ///   what a bidi-aware terminal shows ("Trojan Source"). The marks U+200E, U+200F and U+061C stay; they
  ///   take no cell.
  ///
  /// - Complexity: O(n); printable ASCII is returned as is without copying.
  public static func sanitize(_ text: String, keepingLineBreaks: Bool = false) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    var scalars = String.UnicodeScalarView()
    var previousWasCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { previousWasCarriageReturn = scalar == "\r" }
      switch scalar.value {
      case 0x0A where previousWasCarriageReturn:
        continue
      case 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
        scalars.append(keepingLineBreaks ? "\n" : " ")
      case 0x09:
        scalars.append(" ")
      case 0x00..<0x20, 0x7F..<0xA0:
        scalars.append(replacementCharacter)
      case 0x202A...0x202E, 0x2066...0x2069:
        continue
      default:
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }
}
