import Foundation
import Testing

/// Issue 16: `store family`, `store family add|remove ACCOUNT` and `store revoke` as Apple uses it.
struct FamilyCommandTests {
  typealias P = StorefrontProcess

  @Test func aMemberSharesThePurchaseAndLosesItOnLeaving() throws {
    let directory = try P.temporaryDirectory()
    let common = P.dataAndShippedCatalog(in: directory)
    #expect(try P.run(["store", "family"] + common).stdout.hasPrefix("no family"))
    #expect(try P.run(["store", "family", "add", "kid@example.com"] + common).status == 0)
    #expect(try P.run(["store", "family"] + common).stdout == "family of default: kid@example.com\n")
    #expect(try P.run(["buy", "com.iaptutorial.premium"] + common).status == 0)
    let notifications = try P.run(["notifications"] + common).stdout
    #expect(notifications.split(separator: "\n").filter { $0.contains("ONE_TIME_CHARGE") }.count == 2)
    // A purchase of the account's own is refunded, not revoked.
    let revoke = try P.run(["store", "revoke", "2000000000000001"] + common)
    #expect(revoke.status == 65)
    #expect(revoke.stderr.contains("Apple revokes only those"))
    let stopped = try P.run(["store", "family", "stop-sharing", "2000000000000001"] + common)
    #expect(stopped.status == 0, "\(stopped.stderr)")
    #expect(try P.run(["notifications"] + common).stdout.contains("REVOKE"))
    #expect(try P.run(["store", "family", "remove", "kid@example.com"] + common).status == 0)
    #expect(try P.run(["store", "family", "stop-sharing", "x"] + common).status == 64)
  }

  @Test func aBadAccountNameIsRefusedInOneLine() throws {
    let directory = try P.temporaryDirectory()
    let common = P.dataAndShippedCatalog(in: directory)
    let refused = try P.run(["store", "family", "add", "x\u{1B}[2J"] + common)
    #expect(refused.status == 65)
    #expect(refused.stderr.split(separator: "\n").count == 1)
    #expect(!refused.stderr.contains("\u{1B}"))
    #expect(try P.run(["store", "family"] + common).stdout.hasPrefix("no family"))
  }
}

/// Issue 16: `--account` signs a new device in to another account (a family member's).
struct AccountOptionTests {
  typealias P = StorefrontProcess

  @Test func aMembersDeviceRestoresWhatTheFamilyShares() throws {
    let directory = try P.temporaryDirectory()
    let common = P.dataAndShippedCatalog(in: directory)
    #expect(try P.run(["store", "family", "add", "kid"] + common).status == 0)
    #expect(try P.run(["buy", "com.iaptutorial.premium"] + common).status == 0)
    let restored = try P.run(["restore", "--device", "kidphone", "--account", "kid"] + common)
    #expect(restored.stdout.hasPrefix("restored: Unlock Premium Version"))
    let status = try P.run(["status", "--device", "kidphone"] + common)
    #expect(status.stdout.hasPrefix("device kidphone (account kid)"))
    #expect(status.stdout.contains("Unlock Premium Version (com.iaptutorial.premium), shared by your family"))
    #expect(!(try P.run(["status"] + common).stdout.contains("shared by your family")))
  }

  @Test(arguments: [
    (["--device", "default", "--account", "kid"], 65, "device default is signed in to default, not kid"),
    (["--account", "bad name"], 64, "--account: an account is named with"),
    (["--account", "kid", "--store", "http://127.0.0.1:9"], 64, "--account is for the local store"),
  ])
  func aWrongAccountIsOneLine(arguments: [String], status: Int32, message: String) throws {
    let directory = try P.temporaryDirectory()
    let common = P.dataAndShippedCatalog(in: directory)
    #expect(try P.run(["status"] + common).status == 0)
    let refused = try P.run(["status"] + arguments + common, environment: ["STOREFRONT_STORE_TOKEN": "token"])
    #expect(refused.status == status)
    #expect(refused.stderr.contains(message), "\(refused.stderr)")
    #expect(refused.stderr.split(separator: "\n").count == 1)
  }
}
