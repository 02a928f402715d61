/// A large valid catalog for benchmarks: 10 storefronts, 8 languages, a tenth of the products
/// auto-renewable subscriptions in groups of ten, the rest consumables, non-consumables and
/// non-renewing subscriptions.
enum GeneratedCatalog {
  static let storefronts: [(String, String, String, String, String)] = [
    ("USA", "143441", "USD", "en-US", "4.99"), ("GBR", "143444", "GBP", "en-GB", "4.49"),
    ("DEU", "143443", "EUR", "de-DE", "4.99"), ("FRA", "143442", "EUR", "fr-FR", "4.99"),
    ("JPN", "143462", "JPY", "ja-JP", "700"), ("IND", "143467", "INR", "hi-IN", "399.00"),
    ("BRA", "143503", "BRL", "pt-BR", "24.90"), ("SAU", "143479", "SAR", "ar-SA", "18.99"),
    ("TUR", "143480", "TRY", "tr-TR", "179.99"), ("CHE", "143459", "CHF", "de-CH", "5.00"),
  ]
  static let languages = ["en", "ar", "fr", "hi", "tr", "de", "ja", "pt-BR"]
  static let names = ["Coins", "عملات", "Pièces", "सिक्के", "Jetonlar", "Münzen", "コイン", "Moedas"]

  /// The catalog text with `products` products in all.
  static func text(products count: Int) -> String {
    let subscriptionCount = count / 10
    var out = "{\n\"app\": {\"bundleId\": \"com.example.bench\", \"name\": \"Bench\", \"appAppleId\": 1},\n"
    out += "\"languages\": [" + languages.map { "\"\($0)\"" }.joined(separator: ", ") + "],\n"
    out += "\"settings\": {\"defaultStorefront\": \"USA\", \"defaultLanguage\": \"en\"},\n\"storefronts\": [\n"
    out += storefronts.map {
      "  {\"id\": \"\($0.0)\", \"appleId\": \"\($0.1)\", \"currency\": \"\($0.2)\", \"locale\": \"\($0.3)\"}"
    }.joined(separator: ",\n")
    out += "\n],\n\"entitlements\": {\"premium\": {\"names\": {\"en\": \"Premium\"}}},\n\"products\": [\n"
    let types = ["consumable", "nonConsumable", "nonRenewing"]
    for index in 0..<(count - subscriptionCount) {
      let type = types[index % 3]
      out += index == 0 ? "" : ",\n"
      out += "  {\"id\": \"com.example.p\(index)\", \"type\": \"\(type)\", \"referenceName\": \"Product \(index)\""
      switch type {
      case "consumable": out += ", \"coins\": \(index % 500 + 1)"
      case "nonRenewing": out += ", \"duration\": \"P3M\", \"entitlements\": [\"premium\"]"
      default: out += ", \"entitlements\": [\"premium\"], \"familyShareable\": true"
      }
      out += ",\n   \"prices\": " + prices() + ",\n   \"localizations\": " + localizations(index) + "}"
    }
    out += "\n],\n\"subscriptionGroups\": [\n"
    for group in 0..<(subscriptionCount / 10) {
      out += group == 0 ? "" : ",\n"
      out +=
        "  {\"id\": \"group\(group)\", \"referenceName\": \"Group \(group)\", \"names\": {\"en\": \"Group \(group)\"},"
      out += " \"entitlements\": [\"premium\"], \"subscriptions\": [\n"
      for level in 0..<10 {
        let index = group * 10 + level
        out += level == 0 ? "" : ",\n"
        out += "    {\"id\": \"com.example.s\(index)\", \"referenceName\": \"Sub \(index)\", \"level\": \(level + 1),"
        out += " \"period\": \"\(level % 2 == 0 ? "P1M" : "P1Y")\", \"prices\": " + prices() + ","
        out += " \"introductoryOffer\": {\"paymentMode\": \"freeTrial\", \"period\": \"P1W\"},"
        out += " \"localizations\": " + localizations(index) + "}"
      }
      out += "]}"
    }
    out += "\n],\n\"paywalls\": [{\"id\": \"default\", \"plans\": [\"com.example.s0\", \"com.example.p0\"],"
    out += " \"termsOfUseURL\": \"https://example.com/t\", \"privacyPolicyURL\": \"https://example.com/p\","
    out +=
      " \"localizations\": {\"en\": {\"title\": \"Bench\", \"benefits\": [\"Fast\"], \"labels\": {\"subscribe\": \"S\","
    out +=
      " \"buy\": \"B\", \"restore\": \"R\", \"close\": \"C\", \"termsOfUse\": \"T\", \"privacyPolicy\": \"P\"}}}}]\n}\n"
    return out
  }

  static func prices() -> String {
    "{" + storefronts.map { "\"\($0.0)\": \"\($0.4)\"" }.joined(separator: ", ") + "}"
  }

  static func localizations(_ index: Int) -> String {
    "{"
      + zip(languages, names).map { language, name in
        "\"\(language)\": {\"displayName\": \"\(name) \(index)\", \"description\": \"\(name) — \(language) \(index).\"}"
      }.joined(separator: ", ") + "}"
  }
}
