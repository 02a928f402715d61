@testable import AppStoreSimulator
import Foundation
import SQLite
import Testing

/// The Server API's history pages: read a page at a time, each item once, in order.
struct HistoryPageTests {
  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture() }

  @Test func notificationPagesCoverTheWindowOnceInDateOrder() throws {
    for account in 0..<12 {
      _ = try store.purchase(PurchaseRequest(productID: "com.example.pro.monthly", account: "a\(account)"))
    }
    try store.advance(by: 65 * StoreFixture.day)
    let all = try store.notifications()
    let from = all[3].signedDate
    let until = (all.last?.signedDate ?? 0) + 1
    let expected = all.filter { $0.signedDate >= from && $0.signedDate < until }
      .sorted { ($0.signedDate, $0.sequence) < ($1.signedDate, $1.sequence) }.map(\.sequence)
    var seen: [Int64] = []
    var after: Int64 = 0
    for _ in 0..<100 {
      let page = try store.notificationPage(after: after, limit: 5, from: from, until: until)
      #expect(page.count <= 5)
      seen += page.map(\.sequence)
      guard page.count == 5, let last = page.last else { break }
      after = last.sequence
    }
    #expect(expected.count > 10)
    #expect(seen == expected)
  }

  @Test func transactionPagesGoBothWaysWithoutGapsOrRepeats() throws {
    _ = try store.purchase(PurchaseRequest(productID: "com.example.pro.monthly"))
    try store.advance(by: 200 * StoreFixture.day)
    let all = try store.transactions().map(\.updateSequence)
    #expect(all.count > 5)
    for descending in [false, true] {
      var seen: [Int64] = []
      var cursor: Int64 = descending ? .max : 0
      for _ in 0..<100 {
        let page = try store.transactionPage(
          account: AppStore.defaultAccount, beyond: cursor, descending: descending, limit: 2)
        seen += page.map(\.updateSequence)
        guard page.count == 2, let last = page.last else { break }
        cursor = last.updateSequence
      }
      #expect(seen == (descending ? all.reversed() : all))
    }
  }
}
