import AppStoreSimulator
import Catalog

extension LedgerAudit {
  /// Each subscription renewed exactly once per period that elapsed while it was active.
  ///
  /// A subscription's transactions (one original id) form runs: a purchase, then its renewals.
  /// Each renewal starts where the previous transaction expired and lasts one period, so no
  /// period is renewed twice or skipped. A run stops only at a refund of its last transaction,
  /// which came before that transaction expired; the last run, unless refunded, lasts past the
  /// clock's watermark, so nothing due was left unprocessed. The `subscription` row points at
  /// the last transaction and counts the last run's renewals.
  func subscriptionChains(_ ledger: LedgerSnapshot) -> [String] {
    var problems: [String] = []
    let calendar = PeriodCalendar(pace: TimePace(ledger.rate))
    let chains = Dictionary(grouping: ledger.transactions.filter(\.isSubscription), by: \.originalID)
    for (originalID, chain) in chains.sorted(by: { $0.key < $1.key }) {
      guard chain.first?.id == originalID, chain.first?.reason == "PURCHASE" else {
        problems.append("subscription \(originalID) does not start with its own purchase")
        continue
      }
      var runs: [[LedgerSnapshot.Transaction]] = []
      for transaction in chain {
        if transaction.reason == "PURCHASE" {
          runs.append([transaction])
        } else {
          runs[runs.count - 1].append(transaction)
        }
      }
      for (index, run) in runs.enumerated() {
        let name = "subscription \(originalID), run from \(run[0].id)"
        guard let period = catalog.product(run[0].productID)?.subscription?.period else {
          problems.append("\(name): unknown product \(run[0].productID)")
          continue
        }
        for (previous, renewal) in zip(run, run.dropFirst()) {
          if previous.revocation != nil { problems.append("\(name): \(renewal.id) renews refunded \(previous.id)") }
          if renewal.purchase != previous.expires || renewal.purchase <= previous.purchase
            || renewal.expires != calendar.end(of: period, from: renewal.purchase)
          {
            problems.append(
              "\(name): renewal \(renewal.id) covers \(renewal.purchase)..\(renewal.expires ?? -1) after "
                + "\(previous.id) expired at \(previous.expires ?? -1)")
          }
        }
        let last = run[run.count - 1]
        let expires = last.expires ?? .min
        if let refunded = last.revocation {
          if expires <= refunded {
            problems.append("\(name): \(last.id) was refunded at \(refunded) without the renewal due at \(expires)")
          }
          if index + 1 < runs.count, runs[index + 1][0].purchase < refunded {
            problems.append("\(name): bought again before the refund")
          }
        } else if index + 1 < runs.count {
          problems.append("\(name): ended at \(last.id) without a refund, yet was bought again")
        } else if expires <= ledger.watermark {
          problems.append("\(name): the renewal due at \(expires) is not recorded; now is \(ledger.watermark)")
        }
      }
      let lastRun = runs[runs.count - 1]
      let last = lastRun[lastRun.count - 1]
      guard let row = ledger.subscriptions.first(where: { $0.originalID == originalID }) else {
        problems.append("subscription \(originalID) has transactions but no subscription row")
        continue
      }
      if row.latestTransactionID != last.id || row.renewalCount != lastRun.count - 1
        || row.status != (last.revocation == nil ? 1 : 5)
      {
        problems.append("subscription \(originalID): row \(row) does not match its last transaction \(last.id)")
      }
    }
    for row in ledger.subscriptions {
      if chains[row.originalID] == nil { problems.append("subscription \(row.originalID) has no transactions") }
      if let due = row.nextEvent, due <= ledger.watermark {
        problems.append("subscription \(row.originalID) has an event due at \(due), unprocessed at \(ledger.watermark)")
      }
    }
    return problems
  }
}
