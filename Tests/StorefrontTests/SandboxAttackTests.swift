import AppStoreSimulator
import Foundation
import JWS
import SQLite
import Testing

@testable import Storefront

/// The app's sandbox (`<data>/devices/NAME/device.sqlite`) is untrusted: whatever is written into
/// it — an attacker's root and the transactions it signs, a stale copy of a refunded JWS, cleared
/// revocations, a sync position moved back or forward, the old wallet and ledger tables — no
/// combination unlocks anything or credits a coin. The root comes from the store (the system's
/// trust store), coins from the keychain, unlocks from the store's latest signed word.
struct SandboxAttackTests {
  /// The edits an attacker can make to the sandbox.
  struct Edits: OptionSet, CustomStringConvertible {
    let rawValue: Int
    /// Their own root pinned in the sandbox, premium and coins signed by their own chain added.
    static let root = Edits(rawValue: 1)
    /// The refunded premium's JWS replaced by its older, unrevoked genuine version.
    static let jws = Edits(rawValue: 2)
    /// Every revocation cleared, every row marked unfinished (so it is redelivered).
    static let revocation = Edits(rawValue: 4)
    /// The sync position set back to 0 (everything replayed) or far ahead (the refund unseen).
    static let sequence = Edits(rawValue: 8)
    /// The old sandbox wallet and ledger tables filled with coins.
    static let wallet = Edits(rawValue: 16)

    static let all = (0..<32).map { Edits(rawValue: $0) }

    var description: String {
      let names = ["root", "jws", "revocation", "sequence", "wallet"]
      return names.indices.filter { rawValue & (1 << $0) != 0 }.map { names[$0] }.joined(separator: "+")
    }
  }

  /// A phone with 20 coins, premium bought and refunded, and another device's coins on the
  /// account; returns the genuine unrevoked JWS of the premium purchase.
  static func prepare(_ fixture: ClientFixture) throws -> (phone: StoreClient, staleJWS: String) {
    let phone = try fixture.client()
    _ = try phone.purchase("com.iaptutorial.coins")
    _ = try phone.purchase("com.iaptutorial.coins")
    let tablet = try fixture.client("tablet")
    _ = try tablet.purchase("com.iaptutorial.coins", quantity: 3)
    guard case .success(.verified(let premium), _) = try phone.purchase("com.iaptutorial.premium") else {
      throw StorefrontError.invalidData("no premium")
    }
    let stale = try phone.state.database.scalarText(
      "SELECT jws FROM app_transaction WHERE transaction_id = ?", Int64(premium.id))
    _ = try fixture.store.refund(transactionID: Int64(premium.id))
    _ = try phone.updates()
    #expect(try phone.unlocks() == [])
    #expect(try phone.coins() == 20)
    return (phone, stale)
  }

  /// Applies `edits` to the phone's sandbox, with the variant `variant` (0 or 1) of the sequence edit.
  static func apply(_ edits: Edits, variant: Int, to phone: StoreClient, staleJWS: String) throws {
    let database = phone.state.database
    if edits.contains(.root) {
      let attacker = TransactionForge.attacker
      try database.execute("ALTER TABLE device ADD COLUMN pinned_root BLOB")
      try database.run("UPDATE device SET pinned_root = ?", attacker.root.der)
      try Data(attacker.root.pem.utf8).write(to: phone.state.directory.appendingPathComponent("root.pem"))
      let header = TransactionForge.header(chain: [attacker.leaf, attacker.intermediate, attacker.root])
      for (id, product, type) in [
        (Int64(99), "com.iaptutorial.premium", "Non-Consumable"), (Int64(98), "com.iaptutorial.coins", "Consumable"),
      ] {
        let payload = PayloadFields.transaction(
          id: UInt64(id), product: product, type: type, token: phone.appAccountToken, date: ClientFixture.start
        ).json
        let forged = TransactionForge.token(header: header, payload: payload, key: attacker.leafKey)
        try database.run(
          """
          INSERT INTO app_transaction(transaction_id, original_transaction_id, product_id, product_type, purchase_ms,
            is_upgraded, quantity, signed_ms, jws, finished, received_ms)
          VALUES (?, ?, ?, ?, ?, 0, 1, ?, ?, 0, 0)
          """, id, id, product, type, ClientFixture.start + 1, ClientFixture.start + 1, forged)
      }
    }
    if edits.contains(.jws) {
      try database.run(
        "UPDATE app_transaction SET jws = ?, revocation_ms = NULL WHERE product_id = 'com.iaptutorial.premium' "
          + "AND transaction_id < 1000000", staleJWS)
    }
    if edits.contains(.revocation) {
      try database.execute("UPDATE app_transaction SET revocation_ms = NULL, finished = 0")
    }
    if edits.contains(.sequence) {
      try database.run("UPDATE device SET last_update_seq = ?", variant == 0 ? Int64(0) : Int64(1) << 40)
    }
    if edits.contains(.wallet) {
      try database.execute(
        """
        UPDATE legacy_wallet SET coins = 1000;
        INSERT INTO legacy_ledger(idem_key, kind, delta_coins, created_ms) VALUES ('tx:1', 'purchase', 1000, 0);
        INSERT INTO legacy_own_token(token) SELECT lower(hex(randomblob(16)));
        """)
    }
  }

  @Test(arguments: Edits.all, [0, 1])
  func noEditOfTheSandboxUnlocksOrCredits(edits: Edits, variant: Int) throws {
    guard variant == 0 || edits.contains(.sequence) else { return }
    let fixture = try ClientFixture()
    let (phone, stale) = try Self.prepare(fixture)
    try Self.apply(edits, variant: variant, to: phone, staleJWS: stale)
    // Without a relaunch: the next read of the feed corrects the running app.
    _ = try phone.updates()
    #expect(try phone.unlocks() == [], "\(edits) \(variant), running")
    #expect(try phone.coins() == 20, "\(edits) \(variant), running")
    // After a relaunch (twice: what was redelivered once is not credited again).
    for launch in 1...2 {
      let relaunched = try fixture.client()
      _ = try relaunched.updates()
      #expect(try relaunched.unlocks() == [], "\(edits) \(variant), launch \(launch)")
      #expect(try relaunched.currentEntitlements().isEmpty, "\(edits) \(variant), launch \(launch)")
      #expect(try relaunched.coins() == 20, "\(edits) \(variant), launch \(launch)")
      #expect(try relaunched.keychain.ledgerSum() == 20)
    }
  }

  /// The issue's reproduction: a genuine premium JWS saved, refunded, written back with its
  /// revocation cleared, unlocks nothing, at launch or while running.
  @Test func aRefundedUnlockStaysRevokedWhenItsOldJWSIsWrittenBack() throws {
    let fixture = try ClientFixture()
    let (phone, stale) = try Self.prepare(fixture)
    try phone.state.database.run(
      "UPDATE app_transaction SET jws = ?, revocation_ms = NULL, signed_ms = 0 WHERE product_id = ?", stale,
      "com.iaptutorial.premium")
    #expect(try phone.unlocks() == [])
    #expect(try fixture.client().unlocks() == [])
    // A restore brings back nothing either: the store's word is that it was refunded.
    #expect(try fixture.client().restore() == .nothingToRestore)
  }

  /// An attacker's root written into the sandbox, and premium signed by their chain, unlock nothing:
  /// the app trusts the store's published root only.
  @Test func anAttackersRootInTheSandboxUnlocksNothing() throws {
    let fixture = try ClientFixture()
    let phone = try fixture.client()
    try Self.apply(.root, variant: 0, to: phone, staleJWS: "")
    let updates = try fixture.client().updates()
    #expect(updates.count == 2)
    #expect(updates.allSatisfy { $0.isSetAside && $0.transaction.verifiedValue == nil })
    #expect(try fixture.client().unlocks() == [])
    #expect(try fixture.client().coins() == 0)
    // Set aside once: the next launch has nothing to redeliver.
    #expect(try fixture.client().updates().isEmpty)
  }

  /// A sync position moved far ahead hides no refund: the store's latest word is asked at launch.
  @Test func aSyncPositionMovedAheadHidesNoRefund() throws {
    let fixture = try ClientFixture()
    let phone = try fixture.client()
    guard case .success(.verified(let premium), _) = try phone.purchase("com.iaptutorial.premium") else {
      Issue.record("no premium")
      return
    }
    try phone.state.database.run("UPDATE device SET last_update_seq = ?", Int64(1) << 40)
    _ = try fixture.store.refund(transactionID: Int64(premium.id))
    #expect(try fixture.client().unlocks() == [])
  }

  /// A crafted sandbox for a new install (or one reinstalled) claims coins and another install's
  /// token in its old tables: the new keychain takes neither (found by an attack on this build).
  @Test func aCraftedSandboxForANewInstallClaimsNoCoinsAndNoOtherToken() throws {
    let fixture = try ClientFixture()
    let phone = try fixture.client()
    _ = try phone.purchase("com.iaptutorial.coins", quantity: 5)
    let evil = fixture.deviceDirectory("evil")
    try FileManager.default.createDirectory(at: evil, withIntermediateDirectories: true)
    try phone.state.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    try FileManager.default.copyItem(
      at: fixture.deviceDirectory("phone").appendingPathComponent("device.sqlite"),
      to: evil.appendingPathComponent("device.sqlite"))
    do {
      let crafted = try SQLiteDatabase(
        path: evil.appendingPathComponent("device.sqlite").path, applicationID: DeviceSchema.applicationID,
        migrations: DeviceSchema.migrations)
      try crafted.run(
        """
        UPDATE device SET name = 'evil', last_update_seq = 0, app_account_token = ?;
        """, phone.appAccountToken.uuidString.lowercased())
      try crafted.execute(
        """
        DELETE FROM app_transaction;
        INSERT INTO legacy_ledger(idem_key, kind, delta_coins, transaction_id, product_id, created_ms)
          VALUES ('tx:1', 'purchase', 1000000, 1, 'com.iaptutorial.coins', 0);
        UPDATE legacy_wallet SET coins = 1000000;
        """)
      try crafted.run("INSERT INTO legacy_own_token(token) VALUES (?)", phone.appAccountToken.uuidString.lowercased())
    }
    let client = try fixture.client("evil")
    _ = try client.updates()
    #expect(try client.coins() == 0)
    #expect(client.appAccountToken != phone.appAccountToken)
    #expect(client.notices.count == 1)
    // A purchase there is its own, and the phone's coins are the phone's.
    _ = try client.purchase("com.iaptutorial.coins")
    #expect(try client.coins() == 10)
    #expect(try fixture.client().coins() == 50)
  }
}
