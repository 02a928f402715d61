internal import Storefront
/// Words to look for in drawn text, prepared once: each word as characters, grouped by its first character.
struct WordList: Sendable {
  /// One word as characters, and whether it must stand as a whole word.
  struct Entry: Sendable {
    let characters: [Character]
    let whole: Bool
  }

  /// The words, keyed by their first character (compared as `Character`s, canonically).
  private let byFirst: [Character: [Entry]]
  /// The ASCII words as bytes, for texts that are ASCII throughout (no other word can match those).
  private let ascii: [(bytes: [UInt8], whole: Bool)]
  /// Answers already given: texts recur across frames (sizes, customers).
  private let answers = MemoTable<ExactText, Bool>(limit: 8192, overflow: .startOver)

  /// A list of non-empty lowercase `words`; `true` means a whole word only.
  init(_ words: [(String, Bool)]) {
    var byFirst: [Character: [Entry]] = [:]
    for (word, whole) in words {
      let characters = Array(word)
      precondition(!characters.isEmpty, "WordList words must not be empty")
      byFirst[characters[0], default: []].append(Entry(characters: characters, whole: whole))
    }
    self.byFirst = byFirst
    ascii = words.filter { $0.0.utf8.allSatisfy { $0 < 0x80 } }.map { (Array($0.0.utf8), $0.1) }
  }

  /// Whether `text` holds one of the words (whole words not preceded by a hyphen: "ad-free" is no offer).
  func isFound(in text: String) -> Bool {
    answers.value(ExactText(text)) { search(text) }
  }

  /// Whether `text` holds one of the words, searched afresh.
  private func search(_ text: String) -> Bool {
    // ASCII without CR: every byte is one character, lowercased and classified by itself.
    if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
      return isFound(asciiLowercased: text.utf8.map(Self.lowercased))
    }
    let lower = Array(text.lowercased())
    for start in lower.indices {
      guard let entries = byFirst[lower[start]] else { continue }
      for entry in entries where matches(entry, in: lower, at: start) { return true }
    }
    return false
  }

  /// Whether an ASCII word occurs in the lowercased ASCII bytes `lower`.
  private func isFound(asciiLowercased lower: [UInt8]) -> Bool {
    for (word, whole) in ascii where word.count <= lower.count {
      for start in 0...(lower.count - word.count)
      where lower[start] == word[0] && lower[start..<(start + word.count)].elementsEqual(word) {
        guard whole else { return true }
        let end = start + word.count
        let before = start > 0 ? lower[start - 1] : UInt8(ascii: " ")
        let after = end < lower.count ? lower[end] : UInt8(ascii: " ")
        if !Self.isLetter(before) && before != UInt8(ascii: "-") && !Self.isLetter(after) { return true }
      }
    }
    return false
  }

  /// An ASCII byte lowercased.
  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }

  /// Whether a lowercased ASCII byte is a letter.
  private static func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }

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
