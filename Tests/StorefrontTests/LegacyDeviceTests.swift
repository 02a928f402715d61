import AppStoreSimulator
import Foundation
import SQLite
import Testing

@testable import Storefront

/// A device made before the keychain existed (schema 1: coins, tokens and the pinned root in its
/// sandbox) opens without its pinned root, and without the coins and tokens its sandbox claims:
/// nothing in a sandbox is trusted (a crafted one could claim any coins, or another install's
/// token), so it says what it did not carry over.
struct LegacyDeviceTests {
  @Test func aVersionOneDeviceForgetsItsPinnedRootAndTrustsNoCoinsOfItsSandbox() throws {
    let fixture = try ClientFixture()
    let token = UUID()
    let bought = try fixture.store.purchase(
      PurchaseRequest(productID: "com.iaptutorial.coins", quantity: 3, appAccountToken: token, device: "phone"))
    guard case .purchased(let transaction) = bought else {
      Issue.record("expected a purchase, got \(bought)")
      return
    }
    let id = transaction.id
    let directory = fixture.deviceDirectory("phone")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    do {
      let old = try SQLiteDatabase(
        path: directory.appendingPathComponent("device.sqlite").path, applicationID: DeviceSchema.applicationID,
        migrations: [DeviceSchema.migrations[0]])
      try old.run(
        """
        INSERT INTO device(id, name, account, pinned_root, app_account_token, last_update_seq, created_ms)
        VALUES (1, 'phone', 'default', x'3000', ?, 1, 0)
        """, token.uuidString.lowercased())
      try old.run("INSERT INTO own_token(token) VALUES (?)", token.uuidString.lowercased())
      try old.run(
        """
        INSERT INTO ledger(idem_key, kind, delta_coins, transaction_id, product_id, created_ms)
        VALUES (?, 'purchase', 30, ?, 'com.iaptutorial.coins', 0), ('spend:x', 'spend', -5, NULL, NULL, 0)
        """, "tx:\(id)", id)
      try old.run("UPDATE wallet SET coins = 25")
    }
    let phone = try fixture.client()
    #expect(try phone.coins() == 0)
    #expect(phone.appAccountToken != token)
    #expect(phone.notices.count == 1)
    #expect(phone.notices.first?.hasPrefix("this install kept its 25 coins in its own files") == true)
    #expect(
      try phone.state.database.scalarInt(
        "SELECT count(*) FROM pragma_table_info('device') WHERE name = 'pinned_root'") == 0)
    // The old token is not this install's: the coins it bought are credited nowhere here.
    #expect(try phone.updates().allSatisfy { $0.coins == 0 })
    #expect(try phone.coins() == 0)
    // Said once: the next launch finds the keychain it made.
    #expect(try fixture.client().notices.isEmpty)
  }
}
