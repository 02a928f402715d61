internal import StrictJSON
/// Checks text that will be shown to people: not empty, not too long, nothing unsafe.
public enum TextRules {
  /// Why `text` is not acceptable display text, or nil when it is.
  ///
  /// Rejects empty or blank text, more than `maxLength` characters, and C0/C1 control,
  /// DEL, escape and bidi embedding/override/isolate characters.
  public static func problem(in text: String, maxLength: Int) -> String? {
    var contiguous = text
    return contiguous.withUTF8 { problem(utf8: $0, text: text, maxLength: maxLength) }
  }

  /// `problem(in:maxLength:)` on the UTF-8 bytes of `text`, in one pass; `text` is only
  /// built when the bytes alone cannot decide (non-ASCII blanks, grapheme counts).
  static func problem(utf8 bytes: UnsafeBufferPointer<UInt8>, text: @autoclosure () -> String, maxLength: Int)
    -> String?
  {
    var scalars = 0
    var sawVisibleASCII = false
    var sawNonASCII = false
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte & 0xC0 != 0x80 { scalars += 1 }
      if byte < 0x80 {
        if byte < 0x20 || byte == 0x7F { return unsafeMessage(Unicode.Scalar(byte)) }
        if byte != 0x20 { sawVisibleASCII = true }
      } else {
        sawNonASCII = true
        if byte == 0xC2, index + 1 < count, bytes[index + 1] >= 0x80, bytes[index + 1] <= 0x9F {
          return unsafeMessage(Unicode.Scalar(UInt32(bytes[index + 1]))!)
        }
        if byte == 0xE2, index + 2 < count {
          let second = bytes[index + 1]
          let third = bytes[index + 2]
          if second == 0x80, third >= 0xAA, third <= 0xAE {
            return unsafeMessage(Unicode.Scalar(0x2000 + UInt32(third - 0x80))!)
          }
          if second == 0x81, third >= 0xA6, third <= 0xA9 {
            return unsafeMessage(Unicode.Scalar(0x2040 + UInt32(third - 0x80))!)
          }
        }
      }
      index += 1
    }
    if !sawVisibleASCII && (!sawNonASCII || isBlank(text())) { return "text is empty" }
    // A string never has more characters than scalars: only a long text pays for graphemes.
    if scalars > maxLength {
      let characters = text().count
      if characters > maxLength { return "text is \(characters) characters long; the limit is \(maxLength)" }
    }
    return nil
  }

  static func unsafeMessage(_ scalar: Unicode.Scalar) -> String {
    let name: String
    switch scalar.value {
    case 0x1B: name = "an escape character (U+001B)"
    case 0x0A, 0x0D: name = "a line break (U+\(hex4(scalar.value)))"
    case 0x202A...0x202E, 0x2066...0x2069: name = "a bidi control character (U+\(hex4(scalar.value)))"
    default: name = "a control character (U+\(hex4(scalar.value)))"
    }
    return "text contains \(name), which is not allowed"
  }

  /// The number of Unicode scalars in `text`, counted on its UTF-8 bytes.
  static func scalarCount(_ text: String) -> Int {
    var text = text
    return text.withUTF8 { bytes in
      var count = 0
      for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
      return count
    }
  }

  /// Whether `text` shows nothing: it is empty, or only whitespace (the Unicode White_Space characters)
  /// and characters drawn as nothing (Default_Ignorable_Code_Point: U+200B, U+00AD, U+FEFF, U+3164 …).
  static func isBlank(_ text: String) -> Bool {
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
        continue
      default:
        if scalar.properties.isDefaultIgnorableCodePoint { continue }
        return false
      }
    }
    return true
  }
}
