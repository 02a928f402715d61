internal import StrictJSON
/// Checks identifiers: product ids, group ids, offer ids, paywall names, bundle ids.
public enum IdentifierRules {
  /// Why `id` is not a valid product or offer identifier (App Store Connect: letters, digits,
  /// `.`, `-`, `_`; at most 100 characters), or nil.
  public static func productIDProblem(_ id: String) -> String? {
    if id.isEmpty { return "identifier is empty" }
    if let bad = id.unicodeScalars.first(where: { !isIdentifierScalar($0) }) {
      return "identifier \(MessageText.quoted(id)) contains \(describe(bad)); use letters, digits, '.', '-' and '_'"
    }
    // Only ASCII is left, so bytes are characters.
    if id.utf8.count > 100 { return "identifier is \(id.utf8.count) characters long; the limit is 100" }
    return nil
  }

  /// Why `name` is not a valid short name (entitlements, paywalls): lowercase letters,
  /// digits and `-`, starting with a letter, at most 40 characters; or nil.
  public static func nameProblem(_ name: String) -> String? {
    let scalars = Array(name.unicodeScalars)
    guard let first = scalars.first, ("a"..."z").contains(first) else {
      return "name \(MessageText.quoted(name)) must start with a lowercase letter"
    }
    if scalars.count > 40 { return "name is longer than 40 characters" }
    if let bad = scalars.first(where: { !(("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-") }) {
      return "name \(MessageText.quoted(name)) contains \(describe(bad)); use lowercase letters, digits and '-'"
    }
    return nil
  }

  /// Why `id` is not a reverse-DNS bundle identifier such as `com.example.app`, or nil.
  public static func bundleIDProblem(_ id: String) -> String? {
    if id.utf8.count > 155 { return "bundle id is longer than 155 characters" }
    let parts = id.split(separator: ".", omittingEmptySubsequences: false)
    let valid =
      parts.count >= 2
      && parts.allSatisfy { part in
        !part.isEmpty
          && part.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
          }
      }
    return valid
      ? nil
      : "bundle id \(MessageText.quoted(id)) must look like com.example.app (letters, digits, '-', separated by '.')"
  }

  private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || scalar == "." || scalar == "-" || scalar == "_"
  }

  private static func describe(_ scalar: Unicode.Scalar) -> String {
    UnsafeText.isUnsafe(scalar) || scalar == " "
      ? "U+\(hex4(scalar.value))" : "'\(Character(scalar))'"
  }
}
