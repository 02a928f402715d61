/// Text made safe for XML 1.0 and for a terminal that shows the file.
///
/// `&`, `<` and `>` (and in attributes `"`, tab and line breaks) become references. XML 1.0 cannot
/// hold the other C0 controls, U+FFFE or U+FFFF at all, not even as references, so each is written
/// as a visible escape such as `\u{1b}` (the form `TerminalSafeText` uses): the character is gone,
/// what was there stays readable. DEL, the C1 controls and the bidi embeddings, overrides and
/// isolates are legal XML but act on a terminal, so they become character references (`&#x9B;`),
/// which an XML reader turns back into the same character.
enum XMLText {
  /// `text` as element content.
  static func content(_ text: String) -> String { escaped(text, inAttribute: false) }

  /// `text` as an attribute value (to be written between double quotes).
  static func attribute(_ text: String) -> String { escaped(text, inAttribute: true) }

  private static func escaped(_ text: String, inAttribute: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x26: result += "&amp;"
      case 0x3C: result += "&lt;"
      case 0x3E: result += "&gt;"
      case 0x22 where inAttribute: result += "&quot;"
      case 0x09, 0x0A, 0x0D:
        if inAttribute { result += "&#\(scalar.value);" } else { result.unicodeScalars.append(scalar) }
      case 0x00..<0x20, 0xFFFE, 0xFFFF:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      case 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
        result += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
