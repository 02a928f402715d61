import StoreWire
import AppStoreSimulator
import Foundation
import Testing

/// `storefront store refund-request|refund-decision|refund-reverse|extend|extend-all|
/// extend-status|test-notification|api-fault|order`, end to end through the binary.
struct ServerFlowCommandTests {
  typealias P = StorefrontProcess

  let directory: URL

  init() throws {
    directory = try P.catalogDirectory(realTime: true)
  }

  func run(_ arguments: [String]) throws -> P.Output {
    try P.run(arguments + ["--data", directory.appendingPathComponent("data").path], in: directory)
  }

  @Test func aRefundRequestIsDecidedByTheSwitchAndCanBeReversed() throws {
    #expect(try run(["store", "purchase", "com.iaptutorial.premium"]).status == 0)
    let requested = try run(["store", "refund-request", "2000000000000001", "--reason", "legal"])
    #expect(requested.status == 0 && requested.stdout.contains("CONSUMPTION_REQUEST sent"))
    #expect(try run(["store", "refund-requests"]).stdout.contains("LEGAL  requested"))
    #expect(try run(["store", "refund-decision", "approve"]).stdout == "refund decision is now approve\n")
    #expect(try run(["store", "status"]).stdout.contains("refund decision approve, api faults off\n"))
    let advanced = try run(["store", "advance", "13h"])
    #expect(advanced.stdout.contains("notification #3 REFUND"))
    #expect(try run(["store", "refund-requests"]).stdout.contains("  refunded"))
    let reversed = try run(["store", "refund-reverse", "2000000000000001"])
    #expect(reversed.status == 0 && reversed.stdout.hasPrefix("refund reversed: 2000000000000001"))
    #expect(try run(["notifications", "--json"]).stdout.contains("REFUND_REVERSED"))
    #expect(try run(["store", "refund-decision", "maybe"]).status == 64)
    #expect(try run(["store", "refund-request", "12"]).status == 65)
  }

  @Test func extensionsSingleAndMassReportApplesErrors() throws {
    #expect(try run(["store", "purchase", "com.example.pro.monthly"]).status == 0)
    let extended = try run(["store", "extend", "com.example.pro.monthly", "10", "--reason", "3"])
    #expect(extended.status == 0 && extended.stdout.contains("RENEWAL_EXTENDED sent"))
    let tooLong = try run(["store", "extend", "com.example.pro.monthly", "91"])
    #expect(tooLong.status == 65 && tooLong.stderr.contains("4000009"))
    let accepted = try run(["store", "extend-all", "com.example.pro.monthly", "5", "--request-id", "job-1"])
    #expect(accepted.status == 0)
    #expect(try run(["store", "extend-status", "com.example.pro.monthly", "job-1"]).stdout.contains("not complete"))
    #expect(try run(["store", "advance", "1h"]).stdout.contains("RENEWAL_EXTENSION/SUMMARY"))
    let done = try run(["store", "extend-status", "com.example.pro.monthly", "job-1"])
    #expect(done.stdout.contains("1 extended, 0 failed"))
    let unknown = try run(["store", "extend-status", "com.example.pro.monthly", "job-2"])
    #expect(unknown.status == 65 && unknown.stderr.contains("4040009"))
  }

  @Test func testNotificationsFaultsAndOrderIDs() throws {
    let sent = try run(["store", "test-notification"])
    let token = try #require(sent.stdout.split(separator: " ").last.map { $0.trimmingCharacters(in: .newlines) })
    #expect(try run(["store", "test-notification", token]).stdout.contains("not sent yet"))
    #expect(try run(["store", "test-notification", "nope"]).stderr.contains("4000020"))
    #expect(try run(["store", "api-fault", "server-error", "on"]).status == 0)
    #expect(try run(["store", "api-fault"]).stdout.contains("server-error on, slow off"))
    #expect(try run(["store", "status", "--json"]).stdout.contains(#""apiFaults":["server-error"]"#))
    #expect(try run(["store", "api-fault", "flaky", "on"]).status == 64)

    #expect(
      try run(["buy", "com.iaptutorial.coins"]).stdout.contains(
        ", order \(OrderID.make(transactionID: 2_000_000_000_000_001))"))
    let order = OrderID.make(transactionID: 2_000_000_000_000_001)
    #expect(try run(["transactions", "--json"]).stdout.contains(#""orderId":"\#(order)""#))
    #expect(try run(["store", "transactions"]).stdout.contains("  order \(order)\n"))
    #expect(try run(["store", "order", order]).stdout.hasPrefix("2000000000000001  com.iaptutorial.coins"))
    #expect(try run(["store", "order", "M222222222"]).status == 65)
  }
}
