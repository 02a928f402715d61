import AppStoreSimulator
import Foundation
import SQLite
import Testing

/// A ledger whose rows contradict each other (edited by hand, or cut short by a bad disk) is an
/// error that names the file and exits 74, never a crash.
struct DamagedLedgerTests {
  typealias P = StorefrontProcess

  let directory: URL

  init() throws {
    directory = try P.temporaryDirectory()
    try FileManager.default.copyItem(
      at: P.root.appendingPathComponent("catalog.json"), to: directory.appendingPathComponent("catalog.json"))
  }

  var ledgerPath: String { directory.appendingPathComponent("data/store/store.sqlite").path }

  func run(_ arguments: [String]) throws -> P.Output {
    try P.run(arguments + ["--data", directory.appendingPathComponent("data").path], in: directory)
  }

  func edit(_ sql: String) throws {
    let ledger = try SQLiteDatabase(
      path: ledgerPath, applicationID: 0x5346_5354, migrations: StoreLedgerFile.migrations)
    try ledger.execute(sql)
  }

  /// A subscription whose latest transaction is gone: buying it again, and reading its status,
  /// each say the ledger is damaged, in one line naming it.
  @Test func aSubscriptionNamingAMissingTransactionIsADamagedLedger() throws {
    #expect(try run(["store", "purchase", "com.example.pro.yearly"]).status == 0)
    try edit("UPDATE subscription SET latest_transaction_id = 12345")
    for arguments in [["store", "purchase", "com.example.pro.yearly"], ["buy", "com.example.pro.yearly"], ["status"]] {
      let output = try run(arguments)
      #expect(output.status == 74, "\(arguments): \(output.stderr)")
      let lines = output.stderr.split(separator: "\n")
      #expect(lines.count == 1, "\(arguments): \(output.stderr)")
      #expect(output.stderr.contains("\(ledgerPath): the ledger is damaged: subscription "))
      #expect(output.stderr.contains("names transaction 12345, which the ledger does not hold"))
    }
  }

  /// A value no row can hold (a product type or an offer type edited by hand; the schema's checks
  /// keep out the others) is a damaged ledger, not a guess: a "lifetime" product type was read as a consumable.
  @Test func aValueNoRowCanHoldIsADamagedLedger() throws {
    #expect(try run(["store", "purchase", "com.example.pro.yearly"]).status == 0)
    for (damage, repair, column, shown, command) in [
      (
        "UPDATE store_transaction SET product_type = 'lifetime'",
        "UPDATE store_transaction SET product_type = 'autoRenewable'", "product_type", "lifetime", "transactions"
      ),
      (
        "UPDATE store_transaction SET offer_type = 9", "UPDATE store_transaction SET offer_type = NULL", "offer_type",
        "9", "transactions"
      ),
    ] {
      try edit(damage)
      let output = try run(["store", command])
      #expect(output.status == 74, "\(damage): \(output.stderr)")
      #expect(
        output.stderr == "storefront: \(ledgerPath): \(column) holds \(shown), which is not a value it can hold\n",
        "\(damage)")
      try edit(repair)
      #expect(try run(["store", command]).status == 0, "\(repair)")
    }
  }
}
