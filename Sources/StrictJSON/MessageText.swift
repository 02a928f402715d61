/// Makes untrusted text safe to print inside a one-line error message.
///
/// Control characters, escape sequences and bidi controls from a bad file must never reach
/// the user's terminal raw (CWE-150, "Trojan Source"); they are shown as `\u{1b}` instead.
public enum MessageText {
  /// `text` in double quotes, escaped and cut to `limit` characters.
  public static func quoted(_ text: String, limit: Int = 40) -> String {
    "\"" + escaped(text, limit: limit) + "\""
  }

  /// `items` joined by commas: the first `limit` of them, then, if there are more, an ellipsis
  /// and how many there are in all, so that a message stays one readable line.
  public static func list(_ items: some Collection<String>, limit: Int = 20) -> String {
    guard items.count > limit else { return items.joined(separator: ", ") }
    return items.prefix(limit).joined(separator: ", ") + ", … (\(items.count) in all)"
  }

  /// `text` with unsafe scalars escaped, cut to `limit` characters with an ellipsis.
  public static func escaped(_ text: String, limit: Int = .max) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count >= limit {
        result += "…"
        break
      }
      count += 1
      if scalar == "\"" || scalar == "\\" {
        result += "\\"
        result.unicodeScalars.append(scalar)
      } else if UnsafeText.isUnsafe(scalar) {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// The scalars that catalog text may not contain: C0 and C1 controls, DEL and bidi overrides.
public enum UnsafeText {
  /// Whether `scalar` is a control character, DEL or a bidi embedding, override or isolate.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (value >= 0x7F && value <= 0x9F) || (value >= 0x202A && value <= 0x202E)
      || (value >= 0x2066 && value <= 0x2069)
  }

  /// The first unsafe scalar of `text`, if any, found by a fast byte scan.
  public static func firstUnsafeScalar(in text: String) -> Unicode.Scalar? {
    var text = text
    return text.withUTF8 { bytes -> Unicode.Scalar? in
      var index = 0
      let count = bytes.count
      while index < count {
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x7F { return Unicode.Scalar(byte) }
        if byte == 0xC2, index + 1 < count, bytes[index + 1] >= 0x80, bytes[index + 1] <= 0x9F {
          return Unicode.Scalar(UInt32(bytes[index + 1]))
        }
        if byte == 0xE2, index + 2 < count {
          let second = bytes[index + 1]
          let third = bytes[index + 2]
          if second == 0x80, third >= 0xAA, third <= 0xAE {
            return Unicode.Scalar(0x2000 + UInt32(third - 0x80))
          }
          if second == 0x81, third >= 0xA6, third <= 0xA9 {
            return Unicode.Scalar(0x2040 + UInt32(third - 0x80))
          }
        }
        index += 1
      }
      return nil
    }
  }
}
