import Catalog
import Foundation

/// Builds small catalogs as text and reads them, for tests that assert exact error lines.
enum CatalogText {
  /// The labels object every paywall localization needs.
  static let labels = """
    {"subscribe": "Subscribe", "buy": "Buy", "restore": "Restore", "close": "Close", \
    "termsOfUse": "Terms", "privacyPolicy": "Privacy"}
    """

  /// A valid consumable product object.
  static let coins = """
    {"id": "coins", "type": "consumable", "referenceName": "Coins", "coins": 10, \
    "prices": {"USA": "0.99", "JPN": "160"}, "localizations": {"en": {"displayName": "Coins", "description": "Ten coins."}}}
    """

  /// A valid subscription group with one monthly subscription.
  static let group = """
    {"id": "pro", "referenceName": "Pro", "names": {"en": "Pro"}, "entitlements": ["pro"],
      "subscriptions": [
        {"id": "pro.monthly", "referenceName": "Monthly", "level": 1, "period": "P1M",
         "prices": {"USA": "4.99", "JPN": "800"},
         "localizations": {"en": {"displayName": "Monthly", "description": "Pro, monthly."}}}
      ]}
    """

  /// A whole catalog; each argument replaces one section's content.
  static func catalog(
    products: [String] = [coins], groups: [String] = [], settings: String = "{}",
    storefronts: String? = nil, paywallPlans: String = "[\"coins\"]", extraTopLevel: String = ""
  ) -> String {
    let storefrontList =
      storefronts ?? """
        [
            {"id": "USA", "appleId": "143441", "currency": "USD", "locale": "en-US"},
            {"id": "JPN", "appleId": "143462", "currency": "JPY", "locale": "ja-JP"}
          ]
        """
    return """
      {
        "app": {"bundleId": "com.example.app", "name": "Example", "appAppleId": 1},
        "languages": ["en", "de"],
        "settings": \(settings),
        "storefronts": \(storefrontList),
        "entitlements": {"premium": {"names": {"en": "Premium"}}, "pro": {"names": {"en": "Pro"}}},
        "products": [
          \(products.joined(separator: ",\n    "))
        ],
        "subscriptionGroups": [
          \(groups.joined(separator: ",\n    "))
        ],
        "paywalls": [
          {"id": "default", "plans": \(paywallPlans), "termsOfUseURL": "https://example.com/terms",
           "privacyPolicyURL": "https://example.com/privacy",
           "localizations": {"en": {"title": "Title", "benefits": ["One"], "labels": \(labels)}}}
        ]\(extraTopLevel)
      }
      """
  }

  /// The error lines for `text` read as `catalog.json`, or `[]` when it is valid.
  static func problems(_ text: String) -> [String] {
    problems(bytes: Array(text.utf8))
  }

  /// The error lines for raw `bytes` read as `catalog.json`, or `[]` when they are valid.
  static func problems(bytes: [UInt8]) -> [String] {
    do {
      _ = try CatalogReader.read(bytes: bytes, fileName: "catalog.json")
      return []
    } catch {
      return error.lines
    }
  }

  /// The catalog for valid `text`; records a test failure through the thrown error otherwise.
  static func load(_ text: String) throws -> Catalog {
    try CatalogReader.read(bytes: Array(text.utf8), fileName: "catalog.json")
  }

  /// `LINE:COLUMN` (1-based, columns in characters) where the `occurrence`-th `marker` starts in `text`.
  ///
  /// An independent oracle for positions: it counts lines and characters with `String`,
  /// not with the reader's byte-offset index.
  static func position(of marker: String, in text: String, occurrence: Int = 1) -> String {
    var searchStart = text.startIndex
    var found: Range<String.Index>?
    for _ in 0..<occurrence {
      guard let range = text.range(of: marker, range: searchStart..<text.endIndex) else {
        return "marker \(marker) not found"
      }
      found = range
      searchStart = range.upperBound
    }
    let prefix = text[..<found!.lowerBound]
    let line = prefix.count { $0 == "\n" } + 1
    let lineStart = prefix.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    let column = text.unicodeScalars[lineStart..<found!.lowerBound].count + 1
    return "\(line):\(column)"
  }
}
