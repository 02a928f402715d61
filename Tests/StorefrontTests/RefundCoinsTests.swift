import AppStoreSimulator
import Catalog
import Foundation
import SQLite
import Testing

@testable import Storefront
import StoreWire

/// A refund takes back what its purchase credited, whatever the catalog says now, and a reversed
/// refund gives back what the refund took, every time.
struct RefundCoinsTests {
  let fixture: ClientFixture
  static let pack = "com.iaptutorial.coins"
  static let hundred = "com.iaptutorial.coins.100"

  init() throws { fixture = try ClientFixture() }

  /// The app on `phone` with a catalog whose coin pack grants `coins` per unit (the catalog was edited).
  func phone(packGrants coins: Int64) throws -> StoreClient {
    var catalog = fixture.store.catalog
    let index = try #require(catalog.products.firstIndex { $0.id == Self.pack })
    catalog.products[index].coinsPerUnit = coins
    return try StoreClient(
      wire: fixture.wire, catalog: catalog, directory: fixture.deviceDirectory("phone"), device: "phone",
      account: AppStore.defaultAccount)
  }

  @Test func aRefundTakesBackWhatWasCreditedNotWhatTheCatalogSaysNow() throws {
    let small: Transaction
    do {
      let phone = try fixture.client()
      #expect(try phone.purchase(Self.hundred).coins == 100)
      small = try #require(try phone.purchase(Self.pack).transaction)
      #expect(try phone.coins() == 110)
    }
    let edited = try phone(packGrants: 1000)
    _ = try fixture.store.refund(transactionID: Int64(small.id))
    #expect(try edited.updates().map(\.coins) == [-10])
    #expect(try edited.coins() == 100)
    #expect(try edited.keychain.ledgerSum() == 100)
  }

  @Test func aPurchaseCreditedWhenThePackWasLargerIsTakenBackWhole() throws {
    let big: Transaction
    do {
      let phone = try phone(packGrants: 1000)
      big = try #require(try phone.purchase(Self.pack).transaction)
      #expect(try phone.coins() == 1000)
    }
    let phone = try fixture.client()
    _ = try fixture.store.refund(transactionID: Int64(big.id))
    #expect(try phone.updates().map(\.coins) == [-1000])
    #expect(try phone.coins() == 0)
  }

  @Test func aReversedRefundGivesTheCoinsBackEachTime() throws {
    let phone = try fixture.client()
    let bought = try #require(try phone.purchase(Self.hundred).transaction)
    _ = try fixture.store.refund(transactionID: Int64(bought.id))
    #expect(try phone.updates().map(\.coins) == [-100])
    #expect(try phone.coins() == 0)
    _ = try fixture.store.reverseRefund(transactionID: Int64(bought.id))
    #expect(try phone.updates().map(\.coins) == [100])
    #expect(try phone.coins() == 100)
    // Delivered again, the reversal gives nothing more.
    let jws = try #require(try fixture.store.allTransactions().first { $0.id == Int64(bought.id) }?.jws)
    #expect(try phone.deliver(jws, sequence: nil).coins == 0)
    // Refunded and reversed again: taken and given back again.
    _ = try fixture.store.refund(transactionID: Int64(bought.id))
    #expect(try phone.updates().map(\.coins) == [-100])
    _ = try fixture.store.reverseRefund(transactionID: Int64(bought.id))
    #expect(try phone.updates().map(\.coins) == [100])
    #expect(try phone.coins() == 100)
    #expect(try phone.keychain.ledgerSum() == 100)
  }

  @Test func aReversalGivesBackOnlyWhatTheRefundTook() throws {
    let phone = try fixture.client()
    let bought = try #require(try phone.purchase(Self.pack, quantity: 2).transaction)
    #expect(try phone.spend(15))
    _ = try fixture.store.refund(transactionID: Int64(bought.id))
    #expect(try phone.updates().map(\.coins) == [-5])
    _ = try fixture.store.reverseRefund(transactionID: Int64(bought.id))
    #expect(try phone.updates().map(\.coins) == [5])
    #expect(try phone.coins() == 5)
  }

  @Test func aKeychainFromBeforeReinstatementsKeepsItsLedger() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keychain-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    do {
      let old = try SQLiteDatabase(
        path: directory.appendingPathComponent(DeviceKeychain.fileName).path,
        applicationID: KeychainSchema.applicationID, migrations: [KeychainSchema.migrations[0]])
      try old.write { database in
        try database.run(
          "INSERT INTO install(id, app_account_token, created_ms) VALUES (1, ?, 0)", UUID().uuidString.lowercased())
        try database.run(
          """
          INSERT INTO ledger(idem_key, kind, delta_coins, store_epoch, transaction_id, product_id, created_ms)
          VALUES ('tx:E:7', 'purchase', 30, 'E', 7, 'com.iaptutorial.coins', 0),
                 ('refund:E:7', 'refund', -30, 'E', 7, 'com.iaptutorial.coins', 0)
          """)
      }
    }
    let keychain = try DeviceKeychain(directory: directory, now: 0)
    #expect(try keychain.ledgerSum() == 0)
    #expect(try keychain.database.scalarInt("SELECT count(*) FROM ledger") == 2)
    #expect(throws: (any Error).self) {
      try keychain.database.run(
        "INSERT INTO ledger(idem_key, kind, delta_coins, created_ms) VALUES ('x', 'reinstate', -1, 0)")
    }
  }
}
