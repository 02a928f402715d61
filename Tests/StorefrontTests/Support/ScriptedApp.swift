import Foundation
import JWS
import Testing

@testable import Storefront
import StoreWire

/// How a JWS reaches the app: as a purchase's answer, or through the updates feed.
enum Channel: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case purchase
  case updates

  var testDescription: String { "via \(rawValue)" }
}

/// The app on a new device over a `ScriptedWire` in a temporary directory: the shipped catalog,
/// the scripted store's root pinned (or `root`), the store's clock at `ClientFixture.start`.
struct ScriptedApp {
  static let coins = "com.iaptutorial.coins"
  static let premium = "com.iaptutorial.premium"
  /// When the payloads are purchased and signed: an hour before the store's now.
  static let purchased = ClientFixture.start - 3_600_000

  let directory: URL
  let wire: ScriptedWire
  let client: StoreClient

  init(root: Certificate = TransactionForge.identity.root) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("scripted-\(UUID().uuidString)")
    wire = ScriptedWire(root: root, now: ClientFixture.start)
    client = try StoreClient(
      wire: wire, catalog: ClientFixture.shippedCatalog, directory: directory, device: "phone")
  }

  /// Deletes the device's directory.
  func remove() { try? FileManager.default.removeItem(at: directory) }

  /// A coins transaction (quantity 1) bought by this install.
  func coinsPayload(date: Int64 = purchased) -> PayloadFields {
    .transaction(
      id: 2_000_000_000_000_001, product: Self.coins, type: "Consumable", token: client.keychain.appAccountToken,
      date: date)
  }

  /// A premium transaction bought by this install.
  func premiumPayload(date: Int64 = purchased) -> PayloadFields {
    .transaction(
      id: 2_000_000_000_000_002, product: Self.premium, type: "Non-Consumable", token: client.keychain.appAccountToken,
      date: date)
  }

  /// Hands `jws` to the app through `channel` and returns what the app made of it (the last
  /// update, when the feed redelivers earlier ones too).
  func deliver(_ jws: String, via channel: Channel) throws -> TransactionUpdate? {
    switch channel {
    case .purchase:
      wire.nextPurchase = jws
      guard case .success(let transaction, let coins) = try client.purchase(Self.coins) else { return nil }
      return TransactionUpdate(transaction: transaction, coins: coins)
    case .updates:
      wire.publish(jws)
      return try client.updates().last
    }
  }

  /// What the device holds now.
  func tally() throws -> DeviceTally {
    let database = client.state.database
    return DeviceTally(
      coins: try client.coins(), ledgerSum: try client.keychain.ledgerSum(),
      ledgerRows: try client.keychain.database.scalarInt("SELECT count(*) FROM ledger"),
      transactionRows: try database.scalarInt("SELECT count(*) FROM app_transaction"),
      unlocks: try client.unlocks())
  }
}

/// A device's coins, ledger, stored transactions and unlocks at one moment.
struct DeviceTally: Equatable, CustomStringConvertible {
  var coins: Int64
  var ledgerSum: Int64
  var ledgerRows: Int64
  var transactionRows: Int64
  var unlocks: Set<String>

  /// A device that holds nothing.
  static let empty = DeviceTally(coins: 0, ledgerSum: 0, ledgerRows: 0, transactionRows: 0, unlocks: [])

  var description: String {
    "coins \(coins), ledger sum \(ledgerSum) in \(ledgerRows) rows, \(transactionRows) transactions, "
      + "unlocks \(unlocks.sorted())"
  }
}
