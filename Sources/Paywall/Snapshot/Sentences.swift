/// Sentences of a text, by the full stops the catalog's languages use.
///
/// A sentence ends at "。", "．", "！", "？", "।", "؟" or "۔", or at ".", "!", "?" followed by a space or the
/// end of the text (so the "." of "$59.99" ends no sentence).
public enum Sentences {
  /// The runs of whole sentences from the start of `text`, shortest first, each ending with its full stop
  /// (the last is all of `text`, trailing spaces trimmed, whether or not it ends in a full stop).
  public static func prefixes(of text: String) -> [Substring] {
    var prefixes: [Substring] = []
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if endsSentence(text[index], followedBy: next < text.endIndex ? text[next] : nil) {
        prefixes.append(text[..<next])
      }
      index = next
    }
    var whole = Substring(text)
    while let last = whole.last, last.isWhitespace { whole = whole.dropLast() }
    if !whole.isEmpty, prefixes.last != whole { prefixes.append(whole) }
    return prefixes
  }

  /// The whole sentences at the start of `text`, up to its last full stop ("" when none ends): what a reader
  /// sees of a text cut short.
  public static func completePrefix(of text: String) -> String {
    var end = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if endsSentence(text[index], followedBy: next < text.endIndex ? text[next] : nil) { end = next }
      index = next
    }
    return String(text[..<end])
  }

  /// Whether `character` ends a sentence when `following` comes next.
  private static func endsSentence(_ character: Character, followedBy following: Character?) -> Bool {
    switch character {
    case "。", "．", "！", "？", "।", "؟", "۔": true
    case ".", "!", "?": following.map { $0.isWhitespace } ?? true
    default: false
    }
  }
}
