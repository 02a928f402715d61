import AppStoreSimulator
import Foundation
import SQLite
import Testing

/// `storefront store ...`, `notifications` and `certificate` against a store in a private
/// data directory, with a catalog whose clock runs at real speed.
struct StoreCommandTests {
  typealias P = StorefrontProcess

  let directory: URL

  init() throws {
    directory = try P.catalogDirectory(realTime: true)
  }

  func run(_ arguments: [String]) throws -> P.Output {
    try P.run(arguments + ["--data", directory.appendingPathComponent("data").path], in: directory)
  }

  @Test func aSubscriptionRenewsWhenTheClockIsAdvanced() throws {
    let bought = try run(["store", "purchase", "com.example.pro.yearly"])
    #expect(bought.status == 0)
    #expect(bought.stdout.hasPrefix("purchased: 2000000000000001  com.example.pro.yearly  PURCHASE  0.00 USD"))
    #expect(bought.stdout.contains("offer 1"))
    let advanced = try run(["store", "advance", "8d"])
    #expect(advanced.status == 0)
    // Issue 12: "1 new transactions", then bare numbers that read like transactions'.
    #expect(advanced.stdout.contains("; 1 new transaction, 1 notification\n"))
    #expect(advanced.stdout.contains("\n  notification #2 DID_RENEW"))
    let status = try run(["store", "status"])
    #expect(status.stdout.contains("com.example.pro.yearly (2000000000000001): subscribed, renews"))
    let transactions = try run(["store", "transactions", "--json"])
    let reasons = try transactions.stdout.split(separator: "\n").map { line in
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
    }.map { $0["reason"] as! String }
    #expect(reasons == ["PURCHASE", "RENEWAL"])
    let notifications = try run(["notifications", "--json"])
    let types = try notifications.stdout.split(separator: "\n").map { line in
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
    }.map { $0["notificationType"] as! String }
    #expect(types == ["SUBSCRIBED", "DID_RENEW"])
  }

  @Test func askToBuyAndRefundsFromTheCommandLine() throws {
    let pending = try run(["store", "purchase", "com.iaptutorial.premium", "--outcome", "ask-to-buy"])
    #expect(pending.stdout.hasPrefix("pending (askToBuy): pending purchase 1"))
    #expect(try run(["store", "pending"]).stdout.hasPrefix("1  askToBuy  com.iaptutorial.premium x1"))
    // Issue 12: "1 pending purchases".
    #expect(try run(["store", "status"]).stdout.contains("\n1 pending purchase (storefront store pending)\n"))
    let approved = try run(["store", "approve", "1"])
    #expect(approved.stdout.hasPrefix("purchased: 2000000000000001  com.iaptutorial.premium"))
    let refunded = try run(["store", "refund", "2000000000000001", "--reason", "developer-issue"])
    #expect(refunded.status == 0)
    #expect(refunded.stdout.hasPrefix("refunded: 2000000000000001"))
    #expect(refunded.stdout.contains(" revoked "))
    let again = try run(["store", "refund", "2000000000000001"])
    #expect(again.status == 65)
    #expect(again.stderr == "storefront: transaction 2000000000000001 is already revoked\n")
  }

  @Test func aPriceIncreaseWaitsForConsentThenRenewsAtTheNewPrice() throws {
    #expect(try run(["store", "purchase", "com.example.pro.monthly"]).status == 0)
    let increased = try run(["store", "price-increase", "com.example.pro.monthly", "7.99"])
    #expect(increased.status == 0)
    #expect(
      increased.stdout
        == "com.example.pro.monthly (2000000000000001): renews at 7.99 USD if the customer consents "
        + "(store price-consent 2000000000000001 accept|decline)\n")
    #expect(try run(["store", "status"]).stdout.contains("at 7.99 USD if the customer consents to the price increase"))
    #expect(try run(["store", "price-consent", "2000000000000001", "accept"]).status == 0)
    let advanced = try run(["store", "advance", "32d"])
    #expect(advanced.stdout.contains("#4 DID_RENEW"))
    #expect(try run(["store", "transactions"]).stdout.contains("com.example.pro.monthly  RENEWAL  7.99 USD"))
    let comma = try run(["store", "price-increase", "com.example.pro.monthly", "8,99"])
    #expect(comma.status == 64)
    #expect(comma.stderr.contains("uses ',' as decimal separator"))
    let lower = try run(["store", "price-increase", "com.example.pro.monthly", "1.00"])
    #expect(lower.status == 65)
    #expect(lower.stderr == "storefront: 1.00 USD is not an increase over the renewal price of 7.99 USD\n")
  }

  @Test func certificateIsTheRootServersShouldTrust() throws {
    let output = try run(["certificate"])
    #expect(output.status == 0)
    #expect(output.stdout.hasPrefix("-----BEGIN CERTIFICATE-----\n"))
    let onDisk = try String(
      contentsOf: directory.appendingPathComponent("data/store/identity/root.pem"), encoding: .utf8)
    #expect(output.stdout == onDisk)
    let key = directory.appendingPathComponent("data/store/identity/leaf-key.pem").path
    let permissions = try FileManager.default.attributesOfItem(atPath: key)[.posixPermissions] as? Int
    #expect(permissions == 0o600)
  }

  @Test func mistakesGetTheRightExitStatus() throws {
    let unknown = try run(["store", "purchase", "com.iaptutorial.coin"])
    #expect(unknown.status == 65)
    #expect(
      unknown.stderr
        == "storefront: unknown product \"com.iaptutorial.coin\"; did you mean \"com.iaptutorial.coins\"?\n")
    let duration = try run(["store", "advance", "soon"])
    #expect(duration.status == 64)
    let outcome = try run(["store", "purchase", "com.iaptutorial.coins", "--outcome", "maybe"])
    #expect(outcome.status == 64)
    #expect(outcome.stderr.hasPrefix("storefront: unknown outcome \"maybe\"; expected one of: success, cancel"))
  }

  /// Issue 15: a bare number and zero were "not a duration this store can count (too long, or an
  /// unknown unit)"; lower-case storefront ids were refused, and an unknown one was exit 65 here
  /// but 64 as `--storefront`.
  @Test func durationsAndStorefrontsAsPeopleTypeThem() throws {
    let zero = try run(["store", "advance", "0"])
    #expect(zero.status == 64)
    #expect(
      zero.stderr
        == "storefront: advance 0: the store's clock only moves forward; give a positive duration such as 1d\n")
    let bare = try run(["store", "advance", "5"])
    #expect(bare.status == 64)
    #expect(bare.stderr == "storefront: advance 5: a number needs its unit, e.g. 5d (s, m, h, d, w, mo or y)\n")
    let lower = try run(["store", "storefront", "deu"])
    #expect(lower.status == 0, "\(lower.stderr)")
    #expect(lower.stdout.hasPrefix("storefront is now DEU;"))
    #expect(try run(["products", "com.iaptutorial.premium"]).stdout.contains("€"))
    let prices = try run(["products", "com.iaptutorial.premium", "--storefront", "jpn"])
    #expect(prices.status == 0 && prices.stdout.contains("450"), "\(prices.stderr)")
    let unknown = try run(["store", "storefront", "XYZ"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.hasPrefix("storefront: store storefront \"XYZ\" is not in the catalog; choose one of: USA"))
  }

  @Test func aStoreLockedByAnotherProcessIsBusyWithExit75() throws {
    #expect(try run(["store", "status"]).status == 0)
    let ledger = directory.appendingPathComponent("data/store/store.sqlite").path
    // Another "terminal" holds the write lock past the 5 s busy timeout.
    let holder = try SQLiteDatabase(
      path: ledger, applicationID: 0x5346_5354,
      migrations: StoreLedgerFile.migrations)
    try holder.execute("BEGIN IMMEDIATE")
    let busy = try run(["store", "purchase", "com.iaptutorial.coins"])
    try holder.execute("ROLLBACK")
    #expect(busy.status == 75)
    #expect(
      busy.stderr.hasPrefix("storefront: \(ledger): the store is busy (another storefront is writing); try again"))
    let after = try run(["store", "purchase", "com.iaptutorial.coins"])
    #expect(after.status == 0)
    #expect(after.stdout.hasPrefix("purchased: 2000000000000001  com.iaptutorial.coins"))
  }

  @Test func aDamagedLedgerIsReportedNotReset() throws {
    #expect(try run(["store", "status"]).status == 0)
    let ledger = directory.appendingPathComponent("data/store/store.sqlite")
    for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: ledger.path + suffix) }
    let garbage = Data(repeating: 0x5A, count: 8192)
    try garbage.write(to: ledger)
    let output = try run(["store", "status"])
    #expect(output.status == 74)
    #expect(output.stderr.hasPrefix("storefront: \(ledger.path): "))
    #expect(try Data(contentsOf: ledger) == garbage)
  }
}
