/// The words of a review rule the catalogs hold besides ``UIKey``'s, keyed `rule.<id>.<part>`
/// (`rule.AR-07.title`), so the App Review overlay speaks the reader's language.
public enum RuleTextPart: String, Sendable, CaseIterable {
  /// A few words naming what the rule checks ("Terms of Use link shown").
  case title
  /// The one sentence of what the rule asks of a paywall (the lint report's rule description).
  case summary

  /// The catalog key (`msgctxt`) of rule `id`'s `part`.
  public static func key(_ id: String, _ part: RuleTextPart) -> String { "rule.\(id).\(part.rawValue)" }

  /// Whether a catalog key is one of a rule's words rather than a ``UIKey``.
  public static func isRuleKey(_ key: String) -> Bool { key.hasPrefix("rule.") }
}
