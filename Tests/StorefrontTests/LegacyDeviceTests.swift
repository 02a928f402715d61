import AppStoreSimulator
import Foundation
import SQLite
import Testing

@testable import Storefront

/// A device made before the keychain existed (schema 1: coins, tokens and the pinned root in its
/// sandbox) opens with its coins and token moved to the keychain once, its pinned root gone, and
/// later edits of the old tables change nothing.
struct LegacyDeviceTests {
  @Test func aVersionOneDeviceKeepsItsCoinsAndTokenAndForgetsItsPinnedRoot() throws {
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
    #expect(try phone.coins() == 25)
    #expect(phone.appAccountToken == token)
    #expect(
      try phone.state.database.scalarInt("SELECT count(*) FROM pragma_table_info('device') WHERE name = 'pinned_root'")
        == 0)
    // The purchase the old ledger credited is not credited again when it is delivered.
    #expect(try phone.updates().map(\.coins) == [])
    _ = phone.restore()
    #expect(try phone.coins() == 25)
    // The old tables are read once, at the move: editing them later changes nothing.
    try phone.state.database.execute("UPDATE legacy_wallet SET coins = 9999")
    #expect(try fixture.client().coins() == 25)
  }
}
