import Foundation
import Testing

/// Issue 16: offer codes from the command line: `store offer-codes create|list` and
/// `buy --offer-code CODE`, with one-line refusals and exit codes.
struct OfferCodeCommandTests {
  typealias P = StorefrontProcess
  static let monthly = "com.example.pro.monthly"
  static let friends = "com.example.pro.monthly.friends"
  static let loyal = "com.example.pro.monthly.loyal"

  @Test func aCustomCodeIsCreatedListedAndRedeemedOncePerAccount() throws {
    let directory = try P.temporaryDirectory()
    let common = P.dataAndShippedCatalog(in: directory)
    let created = try P.run(
      ["store", "offer-codes", "create", Self.monthly, Self.friends, "--code", "Spring26", "--limit", "5"] + common)
    #expect(created.status == 0)
    #expect(created.stdout == "SPRING26 \(Self.monthly) \(Self.friends) custom, 0 of 5 redeemed, no expiry\n")
    let redeemed = try P.run(["buy", "--offer-code", "spring26"] + common)
    #expect(redeemed.status == 0)
    #expect(
      redeemed.stdout.hasPrefix(
        "redeemed spring26: subscribed to Pro Monthly (\(Self.monthly)) with offer \(Self.friends)"))
    let again = try P.run(["buy", "--offer-code", "SPRING26"] + common)
    #expect(again.status == 1)
    #expect(
      again.stderr == "storefront: offer code \"SPRING26\" refused: this offer was already redeemed on this account\n")
    let list = try P.run(["store", "offer-codes", "list", "--json"] + common)
    #expect(list.stdout.contains(#""redemptions":1"#))
    #expect(list.stdout.contains(#""kind":"custom""#))
    // The transaction on the device carries the code's offer.
    let transactions = try P.run(["transactions", "--json"] + common)
    #expect(transactions.stdout.contains(Self.friends))
  }

  @Test func aSubscriberRedeemsForTheNextRenewal() throws {
    let directory = try P.temporaryDirectory()
    let common = P.dataAndShippedCatalog(in: directory)
    #expect(
      try P.run(["store", "offer-codes", "create", Self.monthly, Self.loyal, "--code", "LOYAL"] + common).status == 0)
    #expect(try P.run(["buy", Self.monthly] + common).status == 0)
    let redeemed = try P.run(["buy", "--offer-code", "LOYAL", "--json"] + common)
    #expect(redeemed.stdout.contains(#""result":"offerAtRenewal""#))
    let status = try P.run(["store", "status"] + common)
    #expect(status.stdout.contains("at 3.49 USD (offer \(Self.loyal))"))
    #expect(try P.run(["notifications"] + common).stdout.contains("OFFER_REDEEMED"))
  }

  @Test func oneTimeCodesAreGenerated() throws {
    let directory = try P.temporaryDirectory()
    let common = P.dataAndShippedCatalog(in: directory)
    let created = try P.run(["store", "offer-codes", "create", Self.monthly, Self.friends, "--count", "3"] + common)
    let lines = created.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.contains(" one-time, 0 of 1 redeemed, until ") })
    let code = String(try #require(lines.first?.split(separator: " ").first))
    #expect(try P.run(["buy", "--offer-code", code] + common).status == 0)
  }

  @Test(arguments: [
    (["create", monthly, friends, "--count", "many"], 64, "--count needs a number"),
    (["create", monthly, friends, "--code", "X", "--limit", "0"], 64, "--limit needs a positive number"),
    (["create", monthly, friends, "--expires", "soon"], 64, "--expires \"soon\""),
    (["create", monthly, "nope", "--code", "X"], 65, "has no offer code \"nope\""),
    (["create", monthly, friends, "--code", "NOT VALID"], 65, "write 1 to 64 letters and digits"),
    (["create", monthly, friends, "--code", "X", "--count", "2"], 64, "a custom --code is one code"),
    (["create", monthly, friends, "--count", "2", "--limit", "3"], 64, "--limit is for a custom --code"),
    (["delete"], 64, "offer-codes needs create or list:"),
  ])
  func aBadRequestIsOneLineAndCreatesNothing(arguments: [String], status: Int32, message: String) throws {
    let directory = try P.temporaryDirectory()
    let common = P.dataAndShippedCatalog(in: directory)
    let refused = try P.run(["store", "offer-codes"] + arguments + common)
    #expect(refused.status == status)
    #expect(refused.stderr.contains(message), "\(refused.stderr)")
    #expect(refused.stderr.hasPrefix("storefront: "))
    #expect(try P.run(["store", "offer-codes", "list"] + common).stdout.hasPrefix("no offer codes"))
  }

  @Test func aCodeFromInputIsEscapedAndAProductBesideItIsRefused() throws {
    let directory = try P.temporaryDirectory()
    let common = P.dataAndShippedCatalog(in: directory)
    let escaped = try P.run(["buy", "--offer-code", "x\u{1B}[2J"] + common)
    #expect(escaped.status == 1)
    #expect(escaped.stderr == "storefront: offer code \"x\\u{1b}[2J\" refused: this code is not valid\n")
    let both = try P.run(["buy", Self.monthly, "--offer-code", "X"] + common)
    #expect(both.status == 64)
    #expect(both.stderr.contains("buy --offer-code takes no product id"))
  }
}
