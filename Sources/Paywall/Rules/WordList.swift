/// Words to look for in drawn text, prepared once: each word as characters, grouped by its first character.
struct WordList: Sendable {
  /// One word as characters, and whether it must stand as a whole word.
  struct Entry: Sendable {
    let characters: [Character]
    let whole: Bool
  }

  /// The words, keyed by their first character (compared as `Character`s, canonically).
  private let byFirst: [Character: [Entry]]

  /// A list of non-empty lowercase `words`; `true` means a whole word only.
  init(_ words: [(String, Bool)]) {
    var byFirst: [Character: [Entry]] = [:]
    for (word, whole) in words {
      let characters = Array(word)
      precondition(!characters.isEmpty, "WordList words must not be empty")
      byFirst[characters[0], default: []].append(Entry(characters: characters, whole: whole))
    }
    self.byFirst = byFirst
  }

  /// Whether `text` holds one of the words (whole words not preceded by a hyphen: "ad-free" is no offer).
  func isFound(in text: String) -> Bool {
    let lower = Array(text.lowercased())
    for start in lower.indices {
      guard let entries = byFirst[lower[start]] else { continue }
      for entry in entries where matches(entry, in: lower, at: start) { return true }
    }
    return false
  }

  /// Whether `entry` occurs in `lower` at `start`, standing alone when it must.
  private func matches(_ entry: Entry, in lower: [Character], at start: Int) -> Bool {
    let end = start + entry.characters.count
    guard end <= lower.count, lower[start..<end].elementsEqual(entry.characters) else { return false }
    guard entry.whole else { return true }
    let before = start > 0 ? lower[start - 1] : " "
    let after = end < lower.count ? lower[end] : " "
    return !before.isLetter && before != "-" && !after.isLetter
  }
}
