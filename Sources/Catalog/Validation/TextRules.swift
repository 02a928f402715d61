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
    if isBlank(text) {
      return "text is empty"
    }
    // Cheap upper bounds first: a string never has more characters than scalars, nor
    // scalars than UTF-8 bytes; only a long text pays for grapheme breaking.
    if text.utf8.count > maxLength, text.utf8.count(where: { $0 & 0xC0 != 0x80 }) > maxLength {
      let count = text.count
      if count > maxLength {
        return "text is \(count) characters long; the limit is \(maxLength)"
      }
    }
    return nil
  }

  /// Whether `text` is empty or only whitespace (the Unicode White_Space characters).
  static func isBlank(_ text: String) -> Bool {
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
        continue
      default:
        return false
      }
    }
    return true
  }
}
