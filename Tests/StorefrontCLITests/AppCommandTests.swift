import StoreWire
import AppStoreSimulator
import Foundation
import Testing

/// The app's commands on devices: buy, status, restore, spend, transactions, device, verify.
struct AppCommandTests {
  typealias P = StorefrontProcess

  let directory: URL

  init() throws {
    directory = try P.temporaryDirectory()
    let shipped = try String(contentsOf: P.root.appendingPathComponent("catalog.json"), encoding: .utf8)
    try shipped.replacingOccurrences(of: "\"monthlyRenewalEveryThirtySeconds\"", with: "\"realTime\"")
      .write(to: directory.appendingPathComponent("catalog.json"), atomically: true, encoding: .utf8)
  }

  func run(_ arguments: [String], input: String? = nil) throws -> P.Output {
    try P.run(arguments + ["--data", directory.appendingPathComponent("data").path], in: directory)
  }

  @Test func buyingCoinsAndPremiumOnOneDeviceAndRestoringOnAnother() throws {
    let coins = try run(["buy", "com.iaptutorial.coins", "--quantity", "2"])
    #expect(coins.status == 0)
    #expect(
      coins.stdout
        == "purchased: 10 Coins (com.iaptutorial.coins), transaction 2000000000000001, order "
        + OrderID.make(transactionID: 2_000_000_000_000_001) + "; +20 coins, 20 in the wallet\n")
    #expect(try run(["buy", "com.iaptutorial.premium"]).status == 0)
    let again = try run(["buy", "com.iaptutorial.premium"])
    #expect(again.stdout == "already owned: Unlock Premium Version; nothing was charged\n")
    let status = try run(["status", "--json"])
    let report = try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as! [String: Any]
    #expect(report["coins"] as? Int == 20)
    #expect(report["unlocks"] as? [String] == ["premium"])

    let tablet = try run(["status", "--device", "tablet"])
    #expect(tablet.stdout.hasPrefix("device tablet (account default): 0 coins\nunlocked: nothing\n"))
    let restored = try run(["restore", "--device", "tablet"])
    #expect(
      restored.stdout
        == "restored: Unlock Premium Version; consumables are not restored: coins stay with the install that bought them\n"
    )
    #expect(try run(["status", "--device", "tablet"]).stdout.contains("0 coins\nunlocked: premium\n"))
    #expect(try run(["device", "list"]).stdout == "default\ntablet\n")
  }

  /// Issue 12 (third walkthrough): during the free trial `status` said "subscribed" where the app says
  /// "in trial"; after it, "subscribed".
  @Test func statusSaysInTrialAsTheAppDoes() throws {
    #expect(try run(["buy", "com.example.pro.yearly"]).status == 0)
    let trial = try run(["status"])
    #expect(trial.stdout.contains("subscription pro: in trial, com.example.pro.yearly, renews "), "\(trial.stdout)")
    let json =
      try JSONSerialization.jsonObject(with: Data(try run(["status", "--json"]).stdout.utf8)) as! [String: Any]
    let subscription = (json["subscriptions"] as! [[String: Any]])[0]
    #expect(subscription["inIntroductoryOffer"] as? Bool == true)
    #expect(try run(["store", "advance", "8d"]).status == 0)
    #expect(try run(["status"]).stdout.contains("subscription pro: subscribed, com.example.pro.yearly, renews "))
  }

  @Test func spendingRefundsAndReinstalling() throws {
    #expect(try run(["buy", "com.iaptutorial.coins", "--quantity", "3"]).status == 0)
    #expect(try run(["spend", "25"]).stdout == "spent 25 coins; 5 left\n")
    let tooMuch = try run(["spend", "6"])
    #expect(tooMuch.status == 1)
    #expect(tooMuch.stderr == "storefront: not enough coins: 6 wanted, 5 in the wallet\n")
    #expect(try run(["store", "refund", "2000000000000001"]).status == 0)
    let status = try run(["status"])
    #expect(status.stdout.contains("received: com.iaptutorial.coins purchase 2000000000000001 (revoked); -5 coins"))
    #expect(status.stdout.hasPrefix("device default (account default): 0 coins\n"))

    #expect(try run(["buy", "com.iaptutorial.premium"]).status == 0)
    #expect(try run(["device", "reinstall"]).status == 64)
    #expect(try run(["device", "reinstall", "--yes"]).status == 0)
    #expect(try run(["status"]).stdout.hasPrefix("device default (account default): 0 coins\nunlocked: nothing\n"))
    #expect(try run(["restore"]).stdout.hasPrefix("restored: Unlock Premium Version;"))
    // A device never used is not said to be reinstalled.
    let never = try run(["device", "reinstall", "--yes", "--device", "phone"])
    #expect(never.status == 65)
    #expect(never.stderr == "storefront: there is no device phone (storefront device list shows them)\n")
  }

  @Test func failuresAndMistakesGetTheRightExitStatus() throws {
    let failed = try run(["buy", "com.iaptutorial.coins", "--outcome", "network-error"])
    #expect(failed.status == 1)
    // Issue 12: in words, with StoreKit's name for developers.
    #expect(
      failed.stderr == "storefront: the purchase failed: network error (StoreKit networkError); nothing was charged\n")
    let unknown = try run(["buy", "com.iaptutorial.coin"])
    #expect(unknown.status == 65)
    #expect(unknown.stderr.contains("did you mean \"com.iaptutorial.coins\"?"))
    #expect(try run(["buy", "com.iaptutorial.coins", "--quantity", "11"]).status == 64)
    #expect(try run(["status", "--device", "../escape"]).status == 64)
    #expect(try run(["spend", "-3"]).status == 64)
    let pending = try run(["buy", "com.iaptutorial.coins", "--outcome", "ask-to-buy"])
    #expect(pending.stdout == "pending: waiting for approval (Ask to Buy)\n")
  }

  @Test func verifyDecodesAndChecksAJWS() throws {
    #expect(try run(["buy", "com.iaptutorial.premium"]).status == 0)
    let listed = try run(["store", "transactions", "--json"])
    let jws = try #require(
      (try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])?["jws"] as? String)
    let good = try run(["verify", jws])
    #expect(good.status == 0)
    #expect(good.stdout.contains("\"productId\": \"com.iaptutorial.premium\""))
    #expect(good.stdout.contains("\"x5c\": [\"MII"))
    #expect(good.stdout.components(separatedBy: "…\"").count == 4)  // three certificates, each shortened
    #expect(good.stdout.hasSuffix("verified: signed by the store's root, ES256, chain and extensions valid\n"))
    var parts = jws.split(separator: ".").map(String.init)
    parts[2] = String(parts[2].reversed())
    let bad = try run(["verify", parts.joined(separator: ".")])
    #expect(bad.status == 1)
    #expect(bad.stdout.contains("NOT VERIFIED: "))
  }

  @Test func productsAreShownInTheAccountsStorefrontAndTheChosenLanguage() throws {
    let english = try run(["products", "com.example.pro.yearly", "com.iaptutorial.premium"])
    #expect(
      english.stdout == """
        Pro Yearly  $59.99 / 1 year (free for 1 week)
            com.example.pro.yearly  All Pro features, billed once a year.
        Unlock Premium Version  $2.99
            com.iaptutorial.premium  Unlock every premium feature, once and for all.

        """)
    #expect(try run(["store", "storefront", "DEU"]).status == 0)
    let german = try run(["products", "com.example.pro.monthly", "--locale", "de", "--json"])
    let report = try JSONSerialization.jsonObject(with: Data(german.stdout.utf8)) as! [String: Any]
    #expect(report["displayPrice"] as? String == "6,99\u{00A0}€")
    #expect(report["period"] as? String == "1 Monat")
    #expect(report["price"] as? String == "6.99")
    // The offer's words are in the chosen language too, not "(free for 1 Woche)".
    let germanYearly = try run(["products", "com.example.pro.yearly", "--locale", "de"])
    #expect(germanYearly.stdout.hasPrefix("Pro jährlich  "), "\(germanYearly.stdout)")
    #expect(germanYearly.stdout.contains(" / 1 Jahr (gratis für 1 Woche)\n"), "\(germanYearly.stdout)")
    let japanese = try run(["products", "com.example.pro.yearly", "--locale", "ja", "--json"])
    let offer = try JSONSerialization.jsonObject(with: Data(japanese.stdout.utf8)) as! [String: Any]
    #expect((offer["introductoryOffer"] as? String)?.contains("free") == false)
    #expect(try run(["products", "--locale", "xx"]).status == 64)
  }
}
