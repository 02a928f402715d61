/// Suggests the known key closest to a misspelt one ("pirce" → "price").
public enum NearestKey {
  /// The candidate with the smallest edit distance to `key`, if it is close enough to be a typo.
  public static func suggestion(for key: String, among candidates: [String]) -> String? {
    let lowered = Array(key.lowercased().unicodeScalars)
    var best: (String, Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
      if distance < best?.1 ?? .max { best = (candidate, distance) }
    }
    guard let (candidate, distance) = best else { return nil }
    // A third of the longer word may differ, and never the whole of the shorter one:
    // "pirce" → "prices", "JNP" → "JPN", but not "fr" → "en".
    let limit = max(1, max(key.count, candidate.count) / 3)
    return distance <= limit && distance < min(key.count, candidate.count) ? candidate : nil
  }

  /// `message` followed by `; did you mean "x"?` when `value` is close to one of
  /// `candidates`, else by `otherwise` (such as `; expected one of: ...`) when given.
  public static func message(_ message: String, for value: String, among candidates: [String], otherwise: String? = nil)
    -> String
  {
    if let suggestion = suggestion(for: value, among: candidates) {
      return message + "; did you mean \"\(suggestion)\"?"
    }
    return message + (otherwise ?? "")
  }

  /// Damerau–Levenshtein distance (with adjacent transpositions) between two scalar arrays.
  static func editDistance(_ left: [Unicode.Scalar], _ right: [Unicode.Scalar]) -> Int {
    if left.isEmpty { return right.count }
    if right.isEmpty { return left.count }
    let width = right.count + 1
    var previousPrevious = [Int](repeating: 0, count: width)
    var previous = Array(0...right.count)
    var current = [Int](repeating: 0, count: width)
    for i in 1...left.count {
      current[0] = i
      for j in 1...right.count {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[right.count]
  }
}
