import AppStoreSimulator
import Foundation
import Testing

/// A customer's refund request: CONSUMPTION_REQUEST, the developer's consumption information, the
/// decision (switch or rule), the reversal, and refund history.
struct RefundRequestFlowTests {
  static let hour: Int64 = 3_600_000
  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture() }

  func buy(_ product: String) throws -> StoreTransaction {
    try #require(try store.purchase(PurchaseRequest(productID: product)).transaction)
  }

  func delivered(percentage: Int? = nil, preference: String? = nil, status: String = "DELIVERED") throws
    -> ConsumptionInfo
  {
    try ConsumptionInfo(
      customerConsented: true, sampleContentProvided: false, deliveryStatus: status,
      consumptionPercentage: percentage, refundPreference: preference)
  }

  @Test func aRequestSendsConsumptionRequestWithItsReasonAndTheTransaction() throws {
    let coins = try buy("com.iaptutorial.coins")
    let request = try store.requestRefund(transactionID: coins.id, reason: .fulfillmentIssue)
    #expect(request.state == .waiting && request.deadline == request.requestedDate + 12 * Self.hour)
    let notification = try #require(try fixture.decodedNotifications().last)
    #expect(notification.kind == "CONSUMPTION_REQUEST")
    #expect(notification.payload.data?.consumptionRequestReason == "FULFILLMENT_ISSUE")
    #expect(notification.transaction?["transactionId"] as? String == String(coins.id))
    #expect(throws: StoreError.self) { try store.requestRefund(transactionID: coins.id) }
    #expect(throws: StoreError.self) { try store.requestRefund(transactionID: 7) }
  }

  @Test func consumptionWithGrantFullRefundsAtOnceAndRefundHistoryListsIt() throws {
    let coins = try buy("com.iaptutorial.coins")
    try store.requestRefund(transactionID: coins.id)
    #expect(try store.refundHistory(transactionID: coins.id).isEmpty)
    let decision = try store.sendConsumption(
      transactionID: coins.id, delivered(percentage: 0, preference: "GRANT_FULL"))
    #expect(decision == .refund)
    #expect(try fixture.notificationKinds().suffix(2) == ["CONSUMPTION_REQUEST", "REFUND"])
    let history = try store.refundHistory(transactionID: coins.id)
    #expect(history.map(\.id) == [coins.id])
    let payload = try fixture.payloadObject(history[0].jws)
    #expect(payload["revocationType"] as? String == "REFUND_FULL")
    #expect(payload["revocationPercentage"] as? Int == 100_000)
    #expect(try store.refundRequests().map(\.state) == [.refunded])
    // A second answer finds no request waiting and changes nothing.
    #expect(try store.sendConsumption(transactionID: coins.id, delivered()) == nil)
  }

  @Test func theRuleDeclinesWhatWasDeliveredAndUsedAndProratesWhatWasLittleUsed() throws {
    let first = try buy("com.iaptutorial.coins")
    let second = try buy("com.iaptutorial.coins")
    try store.requestRefund(transactionID: first.id)
    try store.requestRefund(transactionID: second.id)
    #expect(try store.sendConsumption(transactionID: first.id, delivered(percentage: 80_000)) == .refundDeclined)
    #expect(try store.sendConsumption(transactionID: second.id, delivered(percentage: 25_000)) == .refund)
    let refunded = try #require(try store.refundHistory(transactionID: first.id).first)
    #expect(refunded.id == second.id && refunded.revocationType == .refundProrated)
    #expect(refunded.revocationPercentage == 75_000)
    #expect(try fixture.notificationKinds().suffix(2) == ["REFUND_DECLINED", "REFUND"])
  }

  @Test func theSwitchOverridesTheRule() throws {
    let coins = try buy("com.iaptutorial.coins")
    try store.setRefundDecisionMode(.decline)
    #expect(try store.refundDecisionMode() == .decline)
    try store.requestRefund(transactionID: coins.id)
    #expect(try store.sendConsumption(transactionID: coins.id, delivered(preference: "GRANT_FULL")) == .refundDeclined)
    #expect(try store.refundHistory(transactionID: coins.id).isEmpty)
  }

  @Test func withoutAnAnswerTheStoreDecidesWhenTheWindowEnds() throws {
    let premium = try buy("com.iaptutorial.premium")
    try store.requestRefund(transactionID: premium.id)
    try store.advance(by: 11 * Self.hour)
    #expect(try store.refundRequests().map(\.state) == [.waiting])
    try store.advance(by: 2 * Self.hour)
    #expect(try store.refundRequests().map(\.state) == [.refunded])
    let refunded = try #require(try store.refundHistory(transactionID: premium.id).first)
    #expect(refunded.revocationDate == StoreFixture.start + 12 * Self.hour)
  }

  @Test func consumptionFieldsAreCheckedAsApplesAre() throws {
    func code(_ body: () throws -> Void) -> Int? {
      do { try body() } catch { if case .rejected(let code, _)? = error as? StoreAPIError { return code.rawValue } }
      return nil
    }
    #expect(
      code {
        _ = try ConsumptionInfo(customerConsented: false, sampleContentProvided: false, deliveryStatus: "DELIVERED")
      } == 4_000_035)
    #expect(
      code { _ = try ConsumptionInfo(customerConsented: true, sampleContentProvided: false, deliveryStatus: "LOST") }
        == 4_000_036)
    #expect(code { _ = try delivered(preference: "MAYBE") } == 4_000_044)
    #expect(code { _ = try delivered(percentage: 100_001) } == 4_000_000)
    #expect(code { _ = try delivered(percentage: 10, status: "UNDELIVERED_OTHER") } == 4_000_000)
    let monthly = try buy("com.example.pro.monthly")
    #expect(code { try store.sendConsumption(transactionID: monthly.id, delivered(percentage: 0)) } == 4_000_209)
    #expect(code { try store.sendConsumption(transactionID: 99, delivered()) } == 4_040_010)
  }

  @Test func aReversedRefundRestoresTheSubscriptionAndLeavesRefundHistory() throws {
    let monthly = try buy("com.example.pro.monthly")
    try store.requestRefund(transactionID: monthly.id)
    try store.advance(by: 15 * StoreFixture.day)
    #expect(try store.subscriptionStatuses().first?.state == 5)
    let reversed = try store.reverseRefund(transactionID: monthly.id)
    #expect(reversed.revocationDate == nil && reversed.revocationPercentage == nil)
    let payload = try fixture.payloadObject(reversed.jws)
    #expect(payload["revocationDate"] == nil && payload["revocationPercentage"] == nil)
    #expect(try store.subscriptionStatuses().first?.state == 1)
    #expect(try store.refundHistory(transactionID: monthly.id).isEmpty)
    #expect(try store.refundRequests().map(\.state) == [.reversed])
    #expect(try fixture.notificationKinds().last == "REFUND_REVERSED")
    #expect(throws: StoreError.self) { try store.reverseRefund(transactionID: monthly.id) }
  }
}
