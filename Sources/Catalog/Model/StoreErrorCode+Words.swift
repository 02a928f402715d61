/// A store error in words.
extension StoreErrorCode {
  /// The code in lowercase words, as a sentence says it: `networkError` → "network error".
  public var words: String {
    var words = ""
    for character in rawValue {
      if character.isUppercase { words += " " + character.lowercased() } else { words.append(character) }
    }
    return words
  }
}
