/// Makes unique entitlement names and bundle ids from product ids and file names.
struct EntitlementNaming {
  private var used: Set<String> = []

  /// A unique entitlement name for `source`: lowercase letters, digits and '-', at most 40 long.
  mutating func name(for source: String) -> String {
    var base = Self.slug(source, limit: 36)
    if base.isEmpty || !base.first!.isLetter { base = "e-" + base }
    var candidate = base
    var counter = 2
    while used.contains(candidate) {
      candidate = "\(base)-\(counter)"
      counter += 1
    }
    used.insert(candidate)
    return candidate
  }

  /// `com.example.<slug>` from a file name such as `Products` or `My Store`.
  static func bundleID(from baseName: String) -> String {
    let slug = slug(baseName, limit: 60)
    return "com.example." + (slug.isEmpty ? "imported" : slug)
  }

  /// Lowercase ASCII letters and digits of `text`, other runs replaced by one '-'.
  static func slug(_ text: String, limit: Int) -> String {
    var result = ""
    var pendingDash = false
    for scalar in text.lowercased().unicodeScalars {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        if pendingDash && !result.isEmpty { result += "-" }
        pendingDash = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
      if result.count >= limit { break }
    }
    return result
  }
}
