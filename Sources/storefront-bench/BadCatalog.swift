/// A generated catalog that is wrong in one way many times over: `count` products, each with
/// the misspelt key `pirce`, all on one line as a minifier writes it.
enum BadCatalog {
  /// The catalog text with `badKeys` products, each with one unknown key.
  static func text(badKeys count: Int) -> String {
    var out = #"{"app": {"bundleId": "com.example.bench", "name": "Bench", "appAppleId": 1}, "languages": ["en"], "#
    out += #""storefronts": [{"id": "USA", "appleId": "143441", "currency": "USD", "locale": "en-US"}], "#
    out += #""entitlements": {"premium": {"names": {"en": "Premium"}}}, "products": ["#
    for index in 0..<count {
      out += index == 0 ? "" : ", "
      out += #"{"id": "com.example.p\#(index)", "type": "consumable", "referenceName": "Product \#(index)", "#
      out += #""coins": 10, "prices": {"USA": "0.99"}, "pirce": "0.99", "#
      out += #""localizations": {"en": {"displayName": "Coins \#(index)", "description": "Ten coins."}}}"#
    }
    out += #"], "paywalls": [{"id": "default", "plans": ["com.example.p0"], "#
    out += #""termsOfUseURL": "https://example.com/t", "privacyPolicyURL": "https://example.com/p", "#
    out += #""localizations": {"en": {"title": "Bench", "benefits": ["Fast"], "labels": {"buy": "B", "#
    out += #""restore": "R", "close": "C", "termsOfUse": "T", "privacyPolicy": "P"}}}}]}"#
    return out
  }
}
