/// A BCP 47 language tag such as `en`, `pt-BR` or `zh-Hant`, as used for copy and price locales.
public struct LanguageTag: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The tag text, e.g. `pt-BR`.
  public var identifier: String

  /// Wraps a tag that is already valid (see `LanguageTagRules`).
  public init(_ identifier: String) { self.identifier = identifier }

  /// The language subtag, e.g. `pt` for `pt-BR`.
  public var language: String {
    String(identifier.split(separator: "-", maxSplits: 1).first ?? Substring(identifier))
  }

  /// The tag in Foundation/ICU locale form, e.g. `pt_BR`.
  public var localeIdentifier: String { identifier.replacingOccurrences(of: "-", with: "_") }

  public var description: String { identifier }

  public static func < (lhs: LanguageTag, rhs: LanguageTag) -> Bool { lhs.identifier < rhs.identifier }
}
