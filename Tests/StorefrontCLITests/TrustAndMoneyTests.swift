import AppStoreSimulator
import Catalog
import Foundation
import JWS
import SQLite
import Testing

/// Issue 11's reproductions on the command line: no charge without delivery, no crash or stall on
/// any duration or id, and exit codes that tell the truth.
struct TrustAndMoneyTests {
  typealias P = StorefrontProcess

  let directory: URL
  var data: URL { directory.appendingPathComponent("data") }

  init() throws {
    directory = try P.catalogDirectory(realTime: true)
  }

  func run(_ arguments: [String]) throws -> P.Output {
    try P.run(arguments + ["--data", data.path], in: directory)
  }

  /// The ids in `store transactions --json`.
  func storeIDs() throws -> [Int64] {
    try run(["store", "transactions", "--json"]).stdout.split(separator: "\n").map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
      return Int64(object["transactionId"] as! String)!
    }
  }

  /// The coins `status --json` reports.
  func coins(_ device: String = "default") throws -> Int64 {
    let status = try run(["status", "--json", "--device", device])
    let object = try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as! [String: Any]
    return (object["coins"] as! NSNumber).int64Value
  }

  @Test(arguments: [["9223372036854775s"], ["106751991167d"], ["99999999999d"], ["P99999999999999W"]])
  func anOverlongAdvanceIsAUsageErrorNotACrash(durations: [String]) throws {
    for _ in 0..<2 {
      let advanced = try run(["store", "advance"] + durations)
      #expect(advanced.status == 64, "\(advanced.stderr)")
      #expect(advanced.errorLines.count == 1)
      #expect(advanced.stderr.contains("2099-12-31T23:59:59Z"), "\(advanced.stderr)")
    }
    #expect(try run(["store", "advance", "1d"]).status == 0)
  }

  /// Issue 12: months and years advance by calendar from the simulated now.
  @Test(arguments: ["2mo", "1y", "P2M", "P1Y"])
  func monthsAndYearsAdvanceByTheCalendar(duration: String) throws {
    let advanced = try run(["store", "advance", duration, "--json"])
    #expect(advanced.status == 0, "\(advanced.stderr)")
    let report = try JSONSerialization.jsonObject(with: Data(advanced.stdout.utf8)) as! [String: Any]
    let formatter = ISO8601DateFormatter()
    let from = try #require(formatter.date(from: report["from"] as! String))
    let to = try #require(formatter.date(from: report["to"] as! String))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let months = duration.contains("y") || duration.contains("Y") ? 12 : 2
    let expected = try #require(calendar.date(byAdding: .month, value: months, to: from))
    #expect(abs(to.timeIntervalSince(expected)) < 2, "\(from) → \(to)")
  }

  @Test func theClockStopsWhereTheCertificatesEndAndPurchasesThereStillVerify() throws {
    let now = try run(["store", "status", "--json"])
    #expect(now.status == 0)
    // From 2026 to a day before the end: fine; a day past it: refused, the clock unchanged.
    let days = (ClockLimitError.latest - Int64(Date().timeIntervalSince1970 * 1000)) / 86_400_000 - 2
    #expect(try run(["store", "advance", "\(days)d"]).status == 0)
    let past = try run(["store", "advance", "3d"])
    #expect(past.status == 64)
    #expect(
      past.stderr
        == "storefront: the store's clock cannot pass 2099-12-31T23:59:59Z, where its signing certificates end "
        + "(a transaction signed later would not verify)\n")
    let bought = try run(["buy", "com.iaptutorial.coins"])
    #expect(bought.status == 0, "\(bought.stderr)")
    #expect(try coins() == 10)
  }

  @Test func aResetNeverReusesIdsAndDevicesKeepTheirCoins() throws {
    #expect(try run(["buy", "com.iaptutorial.coins", "--quantity", "5"]).status == 0)
    let before = try storeIDs()
    #expect(try run(["store", "reset", "--yes"]).status == 0)
    // The device meets a new store epoch: it says so once and keeps its 50 coins.
    let first = try run(["status"])
    #expect(first.stderr.contains("last synced with another store"), "\(first.stderr)")
    #expect(first.stdout.hasPrefix("device default (account default): 50 coins"))
    #expect(!(try run(["status"]).stderr.contains("another store")))
    for _ in 0..<2 { #expect(try run(["buy", "com.iaptutorial.coins"]).status == 0) }
    let after = try storeIDs()
    #expect(after.count == 2)
    #expect(after.allSatisfy { $0 > before.max()! }, "\(before) then \(after)")
    #expect(try coins() == 70)
    // A ledger deleted by hand instead: the same.
    try FileManager.default.removeItem(at: data.appendingPathComponent("store/store.sqlite"))
    try? FileManager.default.removeItem(at: data.appendingPathComponent("store/store.sqlite-wal"))
    try? FileManager.default.removeItem(at: data.appendingPathComponent("store/store.sqlite-shm"))
    #expect(try run(["buy", "com.iaptutorial.coins"]).status == 0)
    let third = try storeIDs()
    #expect(third.allSatisfy { $0 > after.max()! })
    #expect(try coins() == 80)
    // The ledger and the record of issued ids deleted together: the identity that signed before
    // is still there, so ids start past any a ledger could have reached.
    for name in ["store.sqlite", "store.sqlite-wal", "store.sqlite-shm", "issued-ids"] {
      try? FileManager.default.removeItem(at: data.appendingPathComponent("store/\(name)"))
    }
    #expect(try run(["buy", "com.iaptutorial.coins"]).status == 0)
    let fourth = try storeIDs()
    #expect(fourth.allSatisfy { $0 > third.max()! + 100_000_000_000 }, "\(fourth)")
    #expect(try coins() == 90)
  }

  /// Found by an attack on this build: what the store signed before a reset still verifies (the
  /// identity is kept), so written back unfinished into the sandbox it must not pay out again.
  @Test func transactionsOfAStoreBeforeItsResetDoNotPayOutAgain() throws {
    #expect(try run(["buy", "com.iaptutorial.coins", "--quantity", "10"]).status == 0)
    #expect(try run(["store", "reset", "--yes"]).status == 0)
    #expect(try coins() == 100)
    do {
      let device = try SQLiteDatabase(
        path: data.appendingPathComponent("devices/default/device.sqlite").path, applicationID: 0x5346_4456,
        migrations: [SQLiteMigration(version: 1, sql: ""), SQLiteMigration(version: 2, sql: "")])
      try device.execute(
        """
        INSERT INTO app_transaction(transaction_id, original_transaction_id, product_id, product_type, purchase_ms,
          is_upgraded, quantity, signed_ms, jws, finished, received_ms)
        SELECT transaction_id, transaction_id, product_id, 'Consumable', purchase_ms, 0, 10, purchase_ms, jws, 0, 0
        FROM former_transaction
        """)
    }
    let replayed = try run(["status"])
    #expect(replayed.status == 0)
    #expect(replayed.stdout.contains("the store has no transaction"), "\(replayed.stdout)")
    #expect(try coins() == 100)
    #expect(!(try run(["status"]).stdout.contains("the store has no transaction")))
  }

  /// Found by an attack on this build: `store purchase --device NAME` is that device's app
  /// buying, so its coins are credited there.
  @Test func aStorePurchaseForADeviceIsCreditedOnIt() throws {
    #expect(try run(["buy", "com.iaptutorial.coins"]).status == 0)
    let bought = try run(["store", "purchase", "com.iaptutorial.coins", "--quantity", "3", "--device", "default"])
    #expect(bought.status == 0)
    #expect(try coins() == 40)
    #expect(try run(["store", "purchase", "com.iaptutorial.coins", "--device", "\u{1b}]0;x\u{07}"]).status == 64)
  }

  @Test func aResetIsRefusedWhileAnotherStorefrontHasTheStoreOpen() throws {
    #expect(try run(["store", "status"]).status == 0)
    let catalog = try CatalogReader.load(path: directory.appendingPathComponent("catalog.json").path)
    var store: AppStore? = try AppStore(directory: data.appendingPathComponent("store"), catalog: catalog)
    let refused = try run(["store", "reset", "--yes"])
    #expect(refused.status == 75)
    #expect(refused.stderr.hasSuffix("another storefront has the store open; close it, then reset\n"))
    #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("store/store.sqlite").path))
    store = nil
    _ = store
    #expect(try run(["store", "reset", "--yes"]).status == 0)
  }

  @Test(arguments: ["devices/default/device.sqlite", "store/store.sqlite"])
  func anEmptiedDatabaseIsDamageNotANewInstall(file: String) throws {
    #expect(try run(["buy", "com.iaptutorial.coins", "--quantity", "5"]).status == 0)
    let path = data.appendingPathComponent(file).path
    for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    let status = try run(["status"])
    #expect(status.status == 74)
    #expect(status.stderr.hasPrefix("storefront: \(path): is damaged: it is empty (0 bytes)"), "\(status.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
  }

  @Test func aSchemaVersionOfZeroIsReportedAsDamageNotAMigrationError() throws {
    #expect(try run(["buy", "com.iaptutorial.coins"]).status == 0)
    let path = data.appendingPathComponent("store/store.sqlite").path
    do {
      let ledger = try SQLiteDatabase(
        path: path, applicationID: 0x5346_5354,
        migrations: StoreLedgerFile.migrations)
      try ledger.execute("PRAGMA user_version=0")
    }
    let status = try run(["status"])
    #expect(status.status == 74)
    #expect(
      status.stderr
        == "storefront: \(path): is damaged: its schema version is 0 but it holds tables; refusing to migrate it\n")
  }

  @Test func quantitiesTheStoreRefusesAreUsageErrors() throws {
    let zero = try run(["store", "purchase", "com.iaptutorial.coins", "--quantity", "0"])
    #expect(zero.status == 64)
    #expect(zero.stderr == "storefront: --quantity needs a number from 1 to 10, not \"0\"\n")
    let premium = try run(["store", "purchase", "com.iaptutorial.premium", "--quantity", "2"])
    #expect(premium.status == 64)
    #expect(premium.stdout.contains("invalidQuantity"))
    let failed = try run(["store", "purchase", "com.iaptutorial.coins", "--outcome", "network-error"])
    #expect(failed.status == 1)
  }

  /// A validly signed transaction whose id no store issues (2^63), left unfinished in the
  /// sandbox, crashes nothing: it is set aside once and never redelivered.
  @Test func anIdPastWhatTheStoreIssuesIsSetAsideOnce() throws {
    #expect(try run(["buy", "com.iaptutorial.coins"]).status == 0)
    let identity = try SigningIdentityStore.load(from: data.appendingPathComponent("store/identity"))
    let device = try SQLiteDatabase(
      path: data.appendingPathComponent("devices/default/device.sqlite").path, applicationID: 0x5346_4456,
      migrations: [SQLiteMigration(version: 1, sql: ""), SQLiteMigration(version: 2, sql: "")])
    let genuine = try device.scalarText("SELECT jws FROM app_transaction")
    let payload = String(decoding: Base64URL.decode(String(genuine.split(separator: ".")[1]))!, as: UTF8.self)
      .replacingOccurrences(
        of: #""transactionId":"[0-9]+""#, with: #""transactionId":"9223372036854775808""#,
        options: .regularExpression)
    let forged = JWSSigner(identity: identity).sign(payload: Array(payload.utf8))
    try device.run(
      """
      INSERT INTO app_transaction(transaction_id, original_transaction_id, product_id, product_type, purchase_ms,
        is_upgraded, quantity, signed_ms, jws, finished, received_ms)
      VALUES (7, 7, 'com.iaptutorial.coins', 'Consumable', 0, 0, 1, 0, ?, 0, 0)
      """, forged)
    let first = try run(["status"])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("9223372036854775808 is not an id the store could have issued"), "\(first.stdout)")
    let second = try run(["status"])
    #expect(second.status == 0)
    #expect(!second.stdout.contains("9223372036854775808"))
    #expect(try coins() == 10)
  }

  /// The store charged but the device's state was locked: the purchase is said to have gone
  /// through, and it is credited at the next launch (not "try again").
  @Test func aChargeTheDeviceCannotRecordIsDeliveredAtTheNextLaunch() throws {
    #expect(try run(["status"]).status == 0)
    let keychain = try SQLiteDatabase(
      path: data.appendingPathComponent("system/devices/default/keychain.sqlite").path, applicationID: 0x5346_4B43,
      migrations: [SQLiteMigration(version: 1, sql: ""), SQLiteMigration(version: 2, sql: "")])
    try keychain.execute("BEGIN IMMEDIATE")
    let bought = try run(["buy", "com.iaptutorial.coins"])
    try keychain.execute("ROLLBACK")
    #expect(bought.status == 75)
    #expect(bought.stderr.contains("the purchase went through (transaction "), "\(bought.stderr)")
    #expect(bought.stderr.contains("it will be delivered at the app's next launch, so do not buy it again"))
    #expect(try coins() == 10)
    #expect(try storeIDs().count == 1)
  }
}
