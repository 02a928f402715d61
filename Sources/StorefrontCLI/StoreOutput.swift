import AppStoreSimulator
import Catalog
import FoundationEssentials

/// Prints store results as text lines or, with `--json`, as one JSON object per line.
struct StoreOutput {
  var json: Bool
  var catalog: Catalog

  /// A plain message (`{"message": ...}` in JSON).
  func done(_ message: String) -> Int32 {
    if json { JSONOutput.print(["message": message]) } else { StorefrontCommand.printLine(message) }
    return ExitCode.ok
  }

  func transactions(_ transactions: [StoreTransaction]) -> Int32 {
    let reports = transactions.map { TransactionReport($0, catalog: catalog) }
    if json {
      reports.forEach { JSONOutput.print($0) }
    } else if reports.isEmpty {
      print("no transactions")
    } else {
      reports.forEach { print($0.line) }
    }
    return ExitCode.ok
  }

  func transaction(_ transaction: StoreTransaction, verb: String) -> Int32 {
    let report = TransactionReport(transaction, catalog: catalog)
    if json { JSONOutput.print(report) } else { print("\(verb): \(report.line)") }
    return ExitCode.ok
  }

  /// A purchase's result; exit 0 unless the store refused it (1), or refused its quantity (64).
  func purchase(_ result: StorePurchaseResult) -> Int32 {
    let report = PurchaseReport(result, catalog: catalog)
    if json { JSONOutput.print(report) } else { print(report.line) }
    switch result {
    case .failed(.invalidQuantity): return ExitCode.usage
    case .failed: return ExitCode.checkFailed
    default: return ExitCode.ok
    }
  }

  func pending(_ purchases: [PendingPurchase]) -> Int32 {
    for purchase in purchases {
      let line =
        "\(purchase.id)  \(purchase.kind.rawValue)  \(purchase.productID) x\(purchase.quantity)  "
        + "device \(purchase.deviceName)  since \(DateText.iso(purchase.createdDate))"
      if json {
        JSONOutput.print(
          PendingReport(
            id: purchase.id, kind: purchase.kind.rawValue, productId: purchase.productID, quantity: purchase.quantity,
            device: purchase.deviceName, created: DateText.iso(purchase.createdDate)))
      } else {
        StorefrontCommand.printLine(line)
      }
    }
    if purchases.isEmpty && !json { print("no pending purchases") }
    return ExitCode.ok
  }

  func advanced(from before: Int64, to now: Int64, transactions: Int, notifications: [StoredNotification]) -> Int32 {
    if json {
      JSONOutput.print(
        AdvanceReport(
          from: DateText.iso(before), to: DateText.iso(now), newTransactions: transactions,
          notifications: notifications.map { item in item.subtype.map { "\(item.type)/\($0)" } ?? item.type }))
    } else {
      // What the clock's move made: the new transactions (renewals), and the notifications sent,
      // each by its number in the outbox (`storefront notifications` shows them in full).
      let made = transactions == 1 ? "1 new transaction" : "\(transactions) new transactions"
      let sent = notifications.count == 1 ? "1 notification" : "\(notifications.count) notifications"
      print("clock: \(DateText.iso(before)) -> \(DateText.iso(now)); \(made), \(sent)")
      for notification in notifications {
        StorefrontCommand.printLine(
          "  notification #\(notification.sequence) \(notification.type)"
            + (notification.subtype.map { "/\($0)" } ?? ""))
      }
    }
    return ExitCode.ok
  }
}

struct PendingReport: Encodable {
  var id: Int64
  var kind: String
  var productId: String
  var quantity: Int
  var device: String
  var created: String
}

struct AdvanceReport: Encodable {
  var from: String
  var to: String
  var newTransactions: Int
  var notifications: [String]
}
