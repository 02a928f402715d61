import Foundation
import Testing

/// `storefront products`: `--storefront ID` shows that storefront's prices, and an unknown storefront
/// or product id is refused with a one-line message naming it.
struct ProductsCommandTests {
  typealias P = StorefrontProcess

  let directory: URL

  init() throws {
    directory = try P.catalogDirectory()
  }

  func run(_ arguments: [String]) throws -> P.Output {
    try P.run(arguments + ["--data", directory.appendingPathComponent("data").path], in: directory)
  }

  @Test func productsWithAnUnknownStorefrontIsAUsageErrorNamingItAndTheKnownOnes() throws {
    let output = try run(["products", "--storefront", "ZZZ"])
    #expect(output.status == 64)
    #expect(output.stdout.isEmpty)
    #expect(
      output.stderr
        == "storefront: --storefront \"ZZZ\" is not in the catalog; choose one of: "
        + "USA, GBR, DEU, FRA, JPN, IND, BRA, SAU, TUR, CHE, KOR, CAN\n")
  }

  @Test func productsInAnotherStorefrontShowsItsPricesWithoutChangingTheAccount() throws {
    let german = try run(["products", "com.iaptutorial.coins", "com.example.pro.monthly", "--storefront", "DEU"])
    #expect(german.status == 0)
    #expect(
      german.stdout == """
        10 Coins  0,99\u{00A0}€
            com.iaptutorial.coins  A pouch of 10 coins to spend in the app.
        Pro Monthly  6,99\u{00A0}€ / 1 month
            com.example.pro.monthly  All Pro features, billed every month.

        """)
    let japanese = try run(["products", "com.iaptutorial.coins", "--storefront", "JPN", "--json"])
    let report = try JSONSerialization.jsonObject(with: Data(japanese.stdout.utf8)) as? [String: Any]
    #expect(report?["currency"] as? String == "JPY")
    let account = try run(["products", "com.iaptutorial.coins"])
    #expect(account.stdout.hasPrefix("10 Coins  $0.99\n"))
    let store = try JSONSerialization.jsonObject(with: Data(try run(["store", "status", "--json"]).stdout.utf8))
    #expect((store as? [String: Any])?["storefront"] as? String == "USA")
  }

  /// `Product.displayPrice` is the storefront's: `$59.99` in USA read in French (not `59.99 $`), and in
  /// Saudi Arabia read in English the price and the period's count in Arabic-Indic digits.
  @Test func productsShowTheStorefrontsPriceFormatInAnyLanguage() throws {
    let french = try run(["products", "com.example.pro.yearly", "--storefront", "USA", "--locale", "fr"])
    #expect(french.status == 0)
    #expect(french.stdout.hasPrefix("Pro annuel  $59.99 / 1\u{00A0}an"), "\(french.stdout)")
    #expect(!french.stdout.contains("59.99 $") && !french.stdout.contains("59.99\u{00A0}$"))
    for language in ["fr", "pt-BR", "ja", "ar"] {
      let output = try run([
        "products", "com.example.pro.yearly", "--storefront", "USA", "--locale", language, "--json",
      ])
      let report = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
      #expect(report?["displayPrice"] as? String == "$59.99", "\(language): \(output.stdout)")
    }
    let saudi = try run(["products", "com.example.pro.yearly", "--storefront", "SAU", "--locale", "en", "--json"])
    let report = try JSONSerialization.jsonObject(with: Data(saudi.stdout.utf8)) as? [String: Any]
    #expect(report?["displayPrice"] as? String == "\u{200F}٢١٩٫٩٩\u{00A0}ر.س.\u{200F}")
    #expect(report?["period"] as? String == "١ year")
  }

  @Test func productsWithAnUnknownIDIsADataErrorWithTheNearestID() throws {
    let near = try run(["products", "com.iaptutorial.premium", "com.iaptutorial.coin"])
    #expect(near.status == 65)
    #expect(near.stdout.isEmpty)
    #expect(
      near.stderr == "storefront: unknown product \"com.iaptutorial.coin\"; did you mean \"com.iaptutorial.coins\"?\n")
    let far = try run(["products", "nope"])
    #expect(far.status == 65)
    #expect(far.stderr == "storefront: unknown product \"nope\"; run storefront products for the list\n")
  }

  @Test func aProductTheStorefrontDoesNotSellIsNamedAndAskingForItFails() throws {
    let catalog = directory.appendingPathComponent("catalog.json")
    var text = try String(contentsOf: catalog, encoding: .utf8)
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    let products = object["products"] as! [[String: Any]]
    let premium = products.first { $0["id"] as? String == "com.iaptutorial.premium" }!
    let price = (premium["prices"] as! [String: String])["DEU"]!
    let entry = try #require(
      text.range(
        of: "\"DEU\": \"\(price)\",", range: text.range(of: "com.iaptutorial.premium")!.upperBound..<text.endIndex))
    text.removeSubrange(entry)
    try text.write(to: catalog, atomically: true, encoding: .utf8)
    let asked = try run(["products", "com.iaptutorial.premium", "com.iaptutorial.coins", "--storefront", "DEU"])
    #expect(asked.status == 1)
    #expect(asked.stdout.hasPrefix("10 Coins  0,99"))
    #expect(
      asked.stderr == "storefront: com.iaptutorial.premium is not sold in storefront DEU (it has no price there)\n")
    let all = try run(["products", "--storefront", "DEU"])
    #expect(all.status == 0)
    #expect(
      all.stderr == "storefront: note: com.iaptutorial.premium is not sold in storefront DEU (it has no price there)\n")
    #expect(!all.stdout.contains("com.iaptutorial.premium"))
  }

  @Test(arguments: ["\u{1B}]2;x\u{07}", "\u{9B}2J\u{202E}"])
  func anIDOrStorefrontWithControlCharactersIsNamedEscapedInOneLine(_ value: String) throws {
    let escaped = value == "\u{1B}]2;x\u{07}" ? "\\u{1b}]2;x\\u{7}" : "\\u{9b}2J\\u{202e}"
    let product = try run(["products", value])
    #expect(product.status == 65)
    #expect(product.stderr.hasPrefix("storefront: unknown product \"\(escaped)\""))
    let storefront = try run(["products", "--storefront", value])
    #expect(storefront.status == 64)
    #expect(storefront.stderr.hasPrefix("storefront: --storefront \"\(escaped)\" is not in the catalog"))
    for output in [product, storefront] {
      #expect(output.errorLines.count == 1)
      #expect(TerminalSafetyTests.isSafe(output.bytes.stderr) && output.stdout.isEmpty)
    }
  }
}
