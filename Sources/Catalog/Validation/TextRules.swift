/// Checks text that will be shown to people: not empty, not too long, nothing unsafe.
public enum TextRules {
  /// Why `text` is not acceptable display text, or nil when it is.
  ///
  /// Rejects empty or blank text, more than `maxLength` characters, and C0/C1 control,
  /// DEL, escape and bidi embedding/override/isolate characters.
  public static func problem(in text: String, maxLength: Int) -> String? {
    if let scalar = UnsafeText.firstUnsafeScalar(in: text) {
      let name: String
      switch scalar.value {
      case 0x1B: name = "an escape character (U+001B)"
      case 0x0A, 0x0D: name = "a line break (U+\(hex4(scalar.value)))"
      case 0x202A...0x202E, 0x2066...0x2069: name = "a bidi control character (U+\(hex4(scalar.value)))"
      default: name = "a control character (U+\(hex4(scalar.value)))"
      }
      return "text contains \(name), which is not allowed"
    }
    if text.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) {
      return "text is empty"
    }
    // Cheap upper bound first: a string never has more characters than UTF-8 bytes.
    if text.utf8.count > maxLength {
      let count = text.count
      if count > maxLength {
        return "text is \(count) characters long; the limit is \(maxLength)"
      }
    }
    return nil
  }
}
