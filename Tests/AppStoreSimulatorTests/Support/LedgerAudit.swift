import AppStoreSimulator
import Catalog
import Foundation
import JWS

/// The invariants a store's ledger must keep whatever crash or race came before, reported as a
/// list of problems (empty when every invariant holds).
///
/// Fitted to the probe's workloads: one-time products, and auto-renewable subscriptions that renew,
/// have their latest transaction refunded and are bought again; no plan changes, expiries or
/// billing retry.
struct LedgerAudit {
  let catalog: Catalog
  let verifier: JWSVerifier
  /// The highest update sequence and notification already fetched and verified.
  private var lastSequence: Int64 = 0
  private var lastNotification: Int64 = 0

  /// An audit for stores selling `catalog` and signing with the identity rooted at `root`.
  init(catalog: Catalog = StoreFixture.shippedCatalog, root: Certificate) {
    self.catalog = catalog
    verifier = JWSVerifier(pinnedRoot: root)
  }

  /// Every broken invariant of `ledger`, whose store `store` has open.
  mutating func problems(in ledger: LedgerSnapshot, store: AppStore) -> [String] {
    var problems = ledger.integrity == "ok" ? [] : ["integrity_check: \(ledger.integrity)"]
    problems += counters(ledger)
    problems += notificationsPerTransaction(ledger)
    problems += ownership(ledger)
    problems += subscriptionChains(ledger)
    problems += signatures(ledger, store: store)
    return problems
  }

  /// Ids are contiguous from the first one up to their counters: nothing lost, nothing doubled.
  private func counters(_ ledger: LedgerSnapshot) -> [String] {
    var problems: [String] = []
    func contiguous(_ name: String, _ values: [Int64], from first: Int64) {
      let last = ledger.counters[name] ?? -1
      let expected = last >= first ? Array(first...last) : []
      guard values != expected else { return }
      let missing = Set(expected).subtracting(values).sorted().prefix(5)
      let duplicated = Dictionary(grouping: values, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted().prefix(5)
      let extra = Set(values).subtracting(expected).sorted().prefix(5)
      problems.append(
        "\(name) ids are not \(first)...\(last) (counter): \(values.count) ids, missing \(missing), "
          + "duplicated \(duplicated), beyond the counter \(extra)")
    }
    let first = LedgerSnapshot.firstTransactionID
    contiguous("transaction", ledger.transactions.map(\.id), from: first)
    contiguous("webOrderLineItem", ledger.transactions.compactMap(\.webOrderLineItemID).sorted(), from: first)
    contiguous("notification", ledger.notifications.map(\.sequence), from: 1)
    let sequences = ledger.transactions.map(\.updateSequence)
    if Set(sequences).count != sequences.count || (sequences.max() ?? 0) > (ledger.counters["update"] ?? 0) {
      problems.append("update sequences repeat or pass the counter \(ledger.counters["update"] ?? 0)")
    }
    return problems
  }

  /// Each transaction has exactly the notifications its history calls for, and no other
  /// notification exists: one ONE_TIME_CHARGE per one-time purchase, one SUBSCRIBED per
  /// subscription purchase, one DID_RENEW per renewal, one REFUND per refund.
  private func notificationsPerTransaction(_ ledger: LedgerSnapshot) -> [String] {
    var problems: [String] = []
    var kinds: [Int64: [String]] = [:]
    for notification in ledger.notifications {
      let kind = notification.subtype.map { "\(notification.type)/\($0)" } ?? notification.type
      guard let id = notification.transactionID else {
        problems.append("notification \(notification.sequence) \(kind) names no transaction")
        continue
      }
      kinds[id, default: []].append(kind)
    }
    let ids = Set(ledger.transactions.map(\.id))
    for id in kinds.keys.sorted() where !ids.contains(id) {
      problems.append("notifications \(kinds[id]!) name transaction \(id), which does not exist")
    }
    for transaction in ledger.transactions {
      var expected: [String]
      if !transaction.isSubscription {
        expected = ["ONE_TIME_CHARGE"]
      } else if transaction.reason == "RENEWAL" {
        expected = ["DID_RENEW"]
      } else {
        expected = [transaction.id == transaction.originalID ? "SUBSCRIBED/INITIAL_BUY" : "SUBSCRIBED/RESUBSCRIBE"]
      }
      if transaction.revocation != nil { expected.append("REFUND") }
      let found = kinds[transaction.id] ?? []
      if found != expected {
        problems.append(
          "transaction \(transaction.id) (\(transaction.productID), \(transaction.reason)) has notifications "
            + "\(found), expected \(expected)")
      }
    }
    return problems
  }

  /// A non-consumable is owned once at a time: every purchase but the last was refunded before
  /// the next one.
  private func ownership(_ ledger: LedgerSnapshot) -> [String] {
    var problems: [String] = []
    for product in catalog.products where product.type == .nonConsumable {
      let owned = ledger.transactions(of: product.id)
      for (earlier, later) in zip(owned, owned.dropFirst())
      where earlier.revocation == nil || earlier.revocation! > later.purchase {
        problems.append("\(product.id) bought again (\(later.id)) while \(earlier.id) was still owned")
      }
    }
    return problems
  }

  /// Every transaction, and the newest notifications (those written around a kill), as `store`
  /// hands them out, verify with the store's root and say what the ledger's rows say. Only what
  /// changed since the last audit is fetched; verifying every notification too would double the
  /// cost of a debug-build audit, which is mostly JWS verification.
  private mutating func signatures(_ ledger: LedgerSnapshot, store: AppStore) -> [String] {
    var problems: [String] = []
    let rows = Dictionary(uniqueKeysWithValues: ledger.transactions.map { ($0.id, $0) })
    do {
      for transaction in try store.transactions(after: lastSequence) {
        lastSequence = max(lastSequence, transaction.updateSequence)
        let name = "transaction \(transaction.id)"
        guard let payload = verifiedPayload(transaction.jws, problems: &problems, name: name) else { continue }
        guard let row = rows[transaction.id] else {
          problems.append("\(name) is handed out but not in the ledger")
          continue
        }
        let matches =
          payload["transactionId"] as? String == String(row.id)
          && payload["originalTransactionId"] as? String == String(row.originalID)
          && payload["productId"] as? String == row.productID
          && (payload["purchaseDate"] as? NSNumber)?.int64Value == row.purchase
          && payload["transactionReason"] as? String == row.reason
          && (payload["revocationDate"] as? NSNumber)?.int64Value == row.revocation
        if !matches { problems.append("the JWS of \(name) does not match its row: \(payload)") }
      }
      let notifications = try store.notifications(after: lastNotification)
      lastNotification = notifications.last?.sequence ?? lastNotification
      for notification in notifications.suffix(5) {
        let name = "notification \(notification.sequence)"
        guard let payload = verifiedPayload(notification.jws, problems: &problems, name: name) else { continue }
        let data = payload["data"] as? [String: Any] ?? [:]
        let transaction = (data["signedTransactionInfo"] as? String).flatMap {
          verifiedPayload($0, problems: &problems, name: "the transaction in \(name)")
        }
        let row = ledger.notifications.first { $0.sequence == notification.sequence }
        if payload["notificationType"] as? String != row?.type
          || transaction?["transactionId"] as? String != row?.transactionID.map(String.init)
        {
          problems.append("the JWS of \(name) does not match its row: \(payload)")
        }
      }
    } catch {
      problems.append("the store cannot hand out its transactions and notifications: \(error)")
    }
    return problems
  }

  private func verifiedPayload(_ jws: String, problems: inout [String], name: String) -> [String: Any]? {
    switch verifier.verify(jws) {
    case .failure(let error):
      problems.append("the JWS of \(name) does not verify: \(error)")
      return nil
    case .success(let verified):
      return (try? JSONSerialization.jsonObject(with: Data(verified.payload))) as? [String: Any] ?? [:]
    }
  }
}
