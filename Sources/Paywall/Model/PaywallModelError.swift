internal import Catalog

/// Why a paywall model cannot be made.
public enum PaywallModelError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The catalog has no paywall of this id; `suggestion` is a close known id.
  case unknownPaywall(String, known: [String], suggestion: String?)
  /// The catalog has no storefront of this id; `suggestion` is a close known id.
  case unknownStorefront(String, known: [String], suggestion: String?)
  /// The paywall has no copy in any language.
  case noCopy(paywallID: String)

  /// One line naming the id and, when easy, what was meant.
  public var description: String {
    switch self {
    case .unknownPaywall(let id, let known, let suggestion):
      Self.line("no paywall \"\(id)\" in the catalog", known: known, suggestion: suggestion)
    case .unknownStorefront(let id, let known, let suggestion):
      Self.line("no storefront \"\(id)\" in the catalog", known: known, suggestion: suggestion)
    case .noCopy(let id):
      "paywall \"\(id)\" has no copy in any language"
    }
  }

  private static func line(_ message: String, known: [String], suggestion: String?) -> String {
    if let suggestion { return message + "; did you mean \"\(suggestion)\"?" }
    return message + "; expected one of: " + known.joined(separator: ", ")
  }

  /// An unknown-paywall error for `id` among `catalog`'s paywalls.
  static func paywall(_ id: String, in catalog: Catalog) -> PaywallModelError {
    let known = catalog.paywalls.map(\.id)
    return .unknownPaywall(id, known: known, suggestion: NearestKey.suggestion(for: id, among: known))
  }

  /// An unknown-storefront error for `id` among `catalog`'s storefronts.
  static func storefront(_ id: String, in catalog: Catalog) -> PaywallModelError {
    let known = catalog.storefronts.map(\.id)
    return .unknownStorefront(id, known: known, suggestion: NearestKey.suggestion(for: id, among: known))
  }
}
