/// Suggests the known key closest to a misspelt one ("pirce" → "price").
public enum NearestKey {
  /// The candidate with the smallest edit distance to `key`, if it is close enough to be a typo.
  ///
  /// The first of equally close candidates wins. The cost is at most twice the longest
  /// candidate's length times the total length of the candidates, and usually far less: a
  /// candidate whose length alone puts it no closer than the best so far is skipped, and a
  /// distance is abandoned as soon as it cannot beat the best.
  public static func suggestion(for key: String, among candidates: [String]) -> String? {
    let lowered = Array(key.lowercased().unicodeScalars)
    // A key twice as long as every candidate is at least a candidate's length away from each,
    // more than a typo may be (see below), whatever its content: long keys cost nothing.
    guard let longest = candidates.lazy.map(loweredLength).max(), lowered.count < 2 * longest else { return nil }
    var scratch = Scratch()
    var other: [Unicode.Scalar] = []
    var best: (String, Int)?
    for candidate in candidates {
      lower(candidate, into: &other)
      let bound = best?.1 ?? .max
      // The distance is at least the difference in length.
      if abs(lowered.count - other.count) >= bound { continue }
      if let distance = editDistance(lowered, other, below: bound, scratch: &scratch) {
        best = (candidate, distance)
      }
    }
    guard let (candidate, distance) = best else { return nil }
    // A third of the longer word may differ, and never the whole of the shorter one:
    // "pirce" → "prices", "JNP" → "JPN", but not "fr" → "en".
    let limit = max(1, max(key.count, candidate.count) / 3)
    return distance <= limit && distance < min(key.count, candidate.count) ? candidate : nil
  }

  /// The number of scalars of `text` lowercased.
  static func loweredLength(_ text: String) -> Int {
    text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.lowercased().unicodeScalars.count
  }

  /// Fills `scalars` with `text` lowercased; ASCII text is lowered byte by byte, without a new string.
  static func lower(_ text: String, into scalars: inout [Unicode.Scalar]) {
    scalars.removeAll(keepingCapacity: true)
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      for byte in text.utf8 {
        scalars.append(Unicode.Scalar(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte))
      }
    } else {
      scalars.append(contentsOf: text.lowercased().unicodeScalars)
    }
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
    var scratch = Scratch()
    return editDistance(left, right, below: .max, scratch: &scratch)!
  }

  /// The rows of the distance table, kept between candidates.
  struct Scratch {
    var previousPrevious: [Int] = []
    var previous: [Int] = []
    var current: [Int] = []
  }

  /// The distance between `left` and `right` if it is less than `bound`, else nil.
  ///
  /// Only cells within `bound` of the diagonal are computed (any other is at least `bound`
  /// away), and the table is abandoned once two rows in a row are all at `bound` or more.
  static func editDistance(
    _ left: [Unicode.Scalar], _ right: [Unicode.Scalar], below bound: Int, scratch: inout Scratch
  )
    -> Int?
  {
    if left.isEmpty { return right.count < bound ? right.count : nil }
    if right.isEmpty { return left.count < bound ? left.count : nil }
    // A distance is at most the longer length, so a larger bound changes nothing; this one
    // also stands for "at least the bound" in cells outside the band.
    let cap = min(bound, max(left.count, right.count) + 1)
    if abs(left.count - right.count) >= cap { return nil }
    let width = right.count + 1
    scratch.previousPrevious.removeAll(keepingCapacity: true)
    scratch.previousPrevious.append(contentsOf: repeatElement(cap, count: width))
    scratch.previous.removeAll(keepingCapacity: true)
    scratch.previous.append(contentsOf: (0...right.count).lazy.map { min($0, cap) })
    scratch.current.removeAll(keepingCapacity: true)
    scratch.current.append(contentsOf: repeatElement(cap, count: width))
    var previousMinimum = 0
    for i in 1...left.count {
      let low = max(1, i - cap + 1)
      let high = min(right.count, i + cap - 1)
      if low > high { return nil }
      scratch.current[low - 1] = low == 1 ? min(i, cap) : cap
      if high < right.count { scratch.current[high + 1] = cap }
      var rowMinimum = scratch.current[low - 1]
      for j in low...high {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        var value = min(scratch.previous[j] + 1, scratch.current[j - 1] + 1, scratch.previous[j - 1] + cost)
        if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
          value = min(value, scratch.previousPrevious[j - 2] + 1)
        }
        value = min(value, cap)
        scratch.current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      // A row's minimum is at least the smaller of the last row's and one more than the one
      // before it, so once two rows reach the bound, every later one does.
      if rowMinimum >= cap && previousMinimum >= cap { return nil }
      previousMinimum = rowMinimum
      swap(&scratch.previousPrevious, &scratch.previous)
      swap(&scratch.previous, &scratch.current)
    }
    let distance = scratch.previous[right.count]
    return distance < cap ? distance : nil
  }
}
