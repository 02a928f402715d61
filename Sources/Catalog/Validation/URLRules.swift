internal import StrictJSON
/// Checks links: absolute http or https URLs with a host and nothing unsafe in them.
public enum URLRules {
  /// The longest URL accepted.
  public static let maxLength = 2000

  /// Why `text` is not an acceptable link, or nil when it is.
  public static func problem(in text: String) -> String? {
    if text.utf8.count > maxLength { return "URL is longer than \(maxLength) bytes" }
    if let scalar = text.unicodeScalars.first(where: { $0.value <= 0x20 || (0x7F...0x9F).contains($0.value) }) {
      return scalar == " "
        ? "URL contains a space; encode it as %20"
        : "URL contains a control character (U+\(hex4(scalar.value)))"
    }
    if text.unicodeScalars.contains(where: { UnsafeText.isUnsafe($0) }) {
      return "URL contains a bidi control character"
    }
    let lowered = text.lowercased()
    let rest: Substring
    if lowered.hasPrefix("https://") {
      rest = text.dropFirst(8)
    } else if lowered.hasPrefix("http://") {
      rest = text.dropFirst(7)
    } else {
      return "URL must start with https:// or http://, got \(MessageText.quoted(text))"
    }
    let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    let hostName = host.split(separator: "@").last.map { $0.split(separator: ":").first ?? "" } ?? ""
    if hostName.isEmpty { return "URL has no host: \(MessageText.quoted(text))" }
    return nil
  }
}
