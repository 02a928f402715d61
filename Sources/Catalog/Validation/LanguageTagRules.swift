internal import StrictJSON
/// Checks BCP 47 language tags of the simple form `ll`, `ll-RR`, `ll-Ssss` or `ll-Ssss-RR`.
public enum LanguageTagRules {
  /// Why `text` is not an acceptable tag, or nil. Suggests the hyphenated form for `en_US`.
  public static func problem(_ text: String) -> String? {
    if text.contains("_") {
      let hyphenated = text.replacingOccurrences(of: "_", with: "-")
      if problem(hyphenated) == nil {
        return "language tag \(MessageText.quoted(text)) uses '_'; write the BCP 47 form \"\(hyphenated)\""
      }
    }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    let invalid = "\(MessageText.quoted(text)) is not a language tag such as \"en\", \"pt-BR\" or \"zh-Hant\""
    guard let language = parts.first, (2...3).contains(language.count),
      language.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) })
    else { return invalid }
    guard StandardCodes.languageCodes.contains(language) else {
      return "\(MessageText.quoted(text)): unknown ISO 639 language code \(MessageText.quoted(language))"
    }
    var rest = parts.dropFirst()
    if let script = rest.first, script.count == 4 {
      let scalars = Array(script.unicodeScalars)
      guard ("A"..."Z").contains(scalars[0]), scalars.dropFirst().allSatisfy({ ("a"..."z").contains($0) }) else {
        return invalid
      }
      rest = rest.dropFirst()
    }
    if let region = rest.first {
      let isAlpha = region.count == 2 && region.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
      let isNumeric = region.count == 3 && region.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
      guard isAlpha || isNumeric else { return invalid }
      rest = rest.dropFirst()
    }
    return rest.isEmpty ? nil : invalid
  }
}
