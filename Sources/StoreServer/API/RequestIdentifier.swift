/// What the status endpoint of mass extensions accepts as a request identifier in its path.
enum RequestIdentifier {
  /// The most UTF-8 bytes an identifier has (Apple: 128 characters; the store counts bytes).
  static let maximumLength = 128

  /// Whether `text` can be a request identifier: 1 to 128 bytes, no control character (an escaped
  /// NUL among them), no U+FFFD (a byte that is not UTF-8) and no "/".
  static func isValid(_ text: String) -> Bool {
    guard !text.isEmpty, text.utf8.count <= maximumLength else { return false }
    return !text.unicodeScalars.contains { scalar in
      scalar.properties.generalCategory == .control || scalar == "\u{FFFD}" || scalar == "/"
    }
  }
}
