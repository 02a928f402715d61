import AppStoreSimulator
import Foundation

@testable import Storefront

/// Checks one device's coins and unlocks against the store's own records of what it charged.
///
/// Always: the wallet equals the ledger sum; no transaction is credited or refunded twice;
/// every credit is a coins transaction the store charged with this install's app account token
/// (for 10 × its quantity) and every refund one the store revoked; `quick_check` is ok. When
/// `synced` (after a relaunch's `updates()`): nothing is left unfinished, every such charge is
/// credited and every such revocation refunded, so the coins are exactly 10 × the quantities of
/// the unrevoked ones; and premium is unlocked exactly when a verified unrevoked premium
/// transaction exists on the store.
struct DeviceAudit {
  let client: StoreClient
  /// Every transaction on the store, verified once (the store does not change during an audit).
  let storeTransactions: [VerificationResult<Transaction>]

  init(client: StoreClient, store: AppStore) throws {
    self.client = client
    let verifier = try client.verifier()
    storeTransactions = try store.allTransactions().map { verifier.transaction($0.jws) }
  }

  /// The device's coins transactions as the store has them, verified, by id.
  var charged: [UInt64: Transaction] {
    let mine = storeTransactions.compactMap(\.verifiedValue).filter {
      $0.isConsumable && $0.appAccountToken == client.keychain.appAccountToken
    }
    return Dictionary(uniqueKeysWithValues: mine.map { ($0.id, $0) })
  }

  /// The ids of the transactions whose coins the ledger credited.
  func credited() throws -> Set<UInt64> {
    Set(
      try client.keychain.database.query("SELECT transaction_id FROM ledger WHERE kind = 'purchase'") {
        UInt64($0.int64(0))
      })
  }

  /// What is wrong with the device, one line a problem; empty when nothing is.
  func problems(synced: Bool) throws -> [String] {
    var problems: [String] = []
    let database = client.keychain.database
    let ledger = try database.query("SELECT kind, transaction_id, delta_coins FROM ledger WHERE kind <> 'spend'") {
      (kind: $0.text(0), id: UInt64($0.int64(1)), delta: $0.int64(2))
    }
    let coins = try client.coins()
    if coins != (try client.keychain.ledgerSum()) { problems.append("wallet \(coins) != ledger sum") }
    if try database.scalarText("PRAGMA quick_check") != "ok" { problems.append("quick_check failed") }
    let charged = charged
    if storeTransactions.contains(where: { $0.verifiedValue == nil }) { problems.append("a store JWS does not verify") }
    for kind in ["purchase", "refund"] {
      let entries = ledger.filter { $0.kind == kind }
      let twice = Dictionary(grouping: entries, by: \.id).filter { $0.value.count > 1 }.keys
      if !twice.isEmpty { problems.append("\(kind) entered twice for \(twice.sorted())") }
      for entry in entries {
        guard let transaction = charged[entry.id] else {
          problems.append("\(kind) \(entry.id) is no coins charge of this device")
          continue
        }
        let grant = 10 * Int64(transaction.purchasedQuantity)
        if entry.delta != (kind == "purchase" ? grant : -grant) {
          problems.append("\(kind) \(entry.id): \(entry.delta)")
        }
        if kind == "refund" && !transaction.isRevoked { problems.append("refund \(entry.id) of an unrevoked charge") }
      }
    }
    guard synced else { return problems }
    if !(try client.state.unfinished().isEmpty) { problems.append("unfinished transactions after relaunch") }
    let credited = Set(ledger.filter { $0.kind == "purchase" }.map(\.id))
    let refunded = Set(ledger.filter { $0.kind == "refund" }.map(\.id))
    if credited != Set(charged.keys) { problems.append("credited \(credited.count) of \(charged.count) charges") }
    if refunded != Set(charged.values.filter(\.isRevoked).map(\.id)) { problems.append("refunds differ") }
    let expected = charged.values.filter { !$0.isRevoked }.reduce(0) { $0 + 10 * Int64($1.purchasedQuantity) }
    if coins != expected { problems.append("coins \(coins), expected \(expected)") }
    let premium = storeTransactions.contains {
      guard let transaction = $0.verifiedValue else { return false }
      return transaction.productID == "com.iaptutorial.premium" && !transaction.isRevoked
    }
    if try client.unlocks().contains("premium") != premium { problems.append("premium unlocked: \(!premium)") }
    return problems
  }
}
