/// Shows a string's Unicode scalars readably: ASCII as is, everything else as `\u{XXXX}`.
///
/// Failure messages need it: NBSP (U+00A0), narrow NBSP (U+202F) and RLM (U+200F) are invisible.
enum ScalarText {
  /// `text` with every non-ASCII or control scalar escaped, e.g. `2,99\u{00A0}\u{20AC}`.
  static func escaped(_ text: String?) -> String {
    guard let text else { return "nil" }
    return text.unicodeScalars.map { scalar in
      if scalar.isASCII && scalar.value >= 0x20 { return String(scalar) }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
    }.joined()
  }

  /// The scalars of `text`, the form the tests compare (nil stays nil).
  static func scalars(_ text: String?) -> [Unicode.Scalar]? {
    text.map { Array($0.unicodeScalars) }
  }
}
