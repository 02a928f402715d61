public import Catalog
internal import FoundationEssentials
import FoundationInternationalization

/// Picks which available language to show for a requested one, falling back sensibly.
///
/// The chain, first match wins (tags compare case-insensitively, `_` as `-`; "script" is the
/// script CLDR's likely subtags give a tag, so `zh-TW` is Hant and `sr` is Cyrl):
/// 1. the requested tag itself (`pt-BR`);
/// 2. the tag with subtags dropped from the end, while the script stays the same
///    (`zh-Hant-TW` → `zh-Hant`, but not on to `zh`, which is Hans; `pt-BR` → `pt`);
/// 3. another tag of the same language and script, preferring the one that likely subtags
///    make identical (`pt` → `pt-BR` rather than `pt-PT`; `pt-PT` → `pt-BR`; `de-AT` → `de-CH`);
/// 4. the default language (the catalog's `defaultLanguage`);
/// 5. the first available tag.
public enum LanguageMatcher {
  /// The best of `available` for `requested`; nil only when `available` is empty.
  public static func bestMatch(
    for requested: LanguageTag, among available: [LanguageTag], defaultLanguage: LanguageTag
  ) -> LanguageTag? {
    let wanted = Subtags(requested.identifier)
    var candidate = wanted.key
    while !candidate.isEmpty {
      if let match = available.first(where: { Subtags($0.identifier).key == candidate }),
        candidate == wanted.key || Subtags(candidate).script == wanted.script
      {
        return match
      }
      candidate = candidate.lastIndex(of: "-").map { String(candidate[..<$0]) } ?? ""
    }
    let sameLanguage = available.filter {
      let other = Subtags($0.identifier)
      return other.language == wanted.language && other.script == wanted.script
    }
    if let likely = sameLanguage.first(where: { Subtags($0.identifier).maximal == wanted.maximal }) {
      return likely
    }
    if let first = sameLanguage.first { return first }
    let defaultKey = Subtags(defaultLanguage.identifier).key
    return available.first { Subtags($0.identifier).key == defaultKey } ?? available.first
  }

  /// A tag's comparison key and its CLDR likely language, script and full form, lowercased.
  private struct Subtags: Sendable {
    let key: String
    let language: String
    let script: String?
    let maximal: String

    /// The subtags of `identifier`, from ICU the first time and remembered after.
    init(_ identifier: String) { self = Self.known.value(identifier) { Subtags(computing: identifier) } }

    private static let known = MemoTable<String, Subtags>()

    private init(computing identifier: String) {
      key = String(identifier.lowercased().map { $0 == "_" ? "-" : $0 })
      let language = Locale.Language(identifier: key)
      self.language = language.languageCode?.identifier.lowercased() ?? key
      script = language.script?.identifier.lowercased()
      maximal = language.maximalIdentifier.lowercased()
    }
  }
}
