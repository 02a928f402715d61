import Testing

@testable import Catalog

/// Did-you-mean suggestions: the shortcuts that bound their cost give the answers of a full search.
struct NearestKeyTests {
  /// The suggestion as a search without shortcuts finds it: the full distance table for every
  /// candidate, the first of the closest, then the typo rule.
  static func fullSearch(for key: String, among candidates: [String]) -> String? {
    let lowered = Array(key.lowercased().unicodeScalars)
    var best: (String, Int)?
    for candidate in candidates {
      let distance = fullDistance(lowered, Array(candidate.lowercased().unicodeScalars))
      if distance < best?.1 ?? .max { best = (candidate, distance) }
    }
    guard let (candidate, distance) = best else { return nil }
    let limit = max(1, max(key.count, candidate.count) / 3)
    return distance <= limit && distance < min(key.count, candidate.count) ? candidate : nil
  }

  /// Damerau–Levenshtein (optimal string alignment) distance, the whole table.
  static func fullDistance(_ left: [Unicode.Scalar], _ right: [Unicode.Scalar]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: right.count + 1), count: left.count + 1)
    for i in 0...left.count { table[i][0] = i }
    for j in 0...right.count { table[0][j] = j }
    for i in stride(from: 1, through: left.count, by: 1) {
      for j in stride(from: 1, through: right.count, by: 1) {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[left.count][right.count]
  }

  static func randomWord(_ generator: inout SeededGenerator, maxLength: Int) -> String {
    let letters: [Character] = ["a", "b", "c", "A", "é"]
    return String(
      (0..<Int.random(in: 0...maxLength, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
  }

  @Test func suggestionsMatchAFullSearch() {
    var generator = SeededGenerator(seed: 2024)
    for _ in 0..<3000 {
      let key = Self.randomWord(&generator, maxLength: 9)
      let candidates = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
        Self.randomWord(&generator, maxLength: 9)
      }
      #expect(
        NearestKey.suggestion(for: key, among: candidates) == Self.fullSearch(for: key, among: candidates),
        "\(key) among \(candidates)")
    }
  }

  @Test func boundedDistancesAgreeWithTheFullTable() {
    var generator = SeededGenerator(seed: 7)
    var scratch = NearestKey.Scratch()
    for _ in 0..<3000 {
      let left = Array(Self.randomWord(&generator, maxLength: 12).unicodeScalars)
      let right = Array(Self.randomWord(&generator, maxLength: 12).unicodeScalars)
      let bound = Int.random(in: 0...14, using: &generator)
      let full = Self.fullDistance(left, right)
      let bounded = NearestKey.editDistance(left, right, below: bound, scratch: &scratch)
      #expect(bounded == (full < bound ? full : nil), "\(left) \(right) below \(bound)")
      #expect(NearestKey.editDistance(left, right) == full)
    }
  }

  @Test func knownTyposAndAVeryLongKey() {
    #expect(NearestKey.suggestion(for: "pirce", among: ["id", "prices", "coins"]) == "prices")
    #expect(NearestKey.suggestion(for: "JNP", among: ["USA", "JPN"]) == "JPN")
    #expect(NearestKey.suggestion(for: "fr", among: ["en"]) == nil)
    let long = String(repeating: "prices", count: 100_000)
    #expect(NearestKey.suggestion(for: long, among: ["prices", "id"]) == nil)
    #expect(Self.fullSearch(for: String(repeating: "prices", count: 3), among: ["prices", "id"]) == nil)
  }
}
