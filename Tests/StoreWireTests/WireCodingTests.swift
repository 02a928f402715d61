import Catalog
import Foundation
import StoreWire
import Testing

/// Every value the wire carries has one JSON form and reads back as itself, so a store in another
/// process can answer in it.
struct WireCodingTests {
  static let transaction = WireTransaction(jws: "header.payload.signature", updateSequence: 42)

  func roundTrip<Value: Codable & Equatable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: try JSONEncoder().encode(value))
  }

  @Test func purchaseResultsReadBackAsWritten() throws {
    let results: [WirePurchaseResult] = [
      .purchased(Self.transaction), .alreadyOwned(Self.transaction),
      .planChangeScheduled(current: Self.transaction, nextProductID: "com.example.pro.monthly"),
      .pending(id: 7, reason: .askToBuy), .pending(id: 8, reason: .interrupted), .userCancelled,
      .failed(.paymentsNotAllowed),
    ]
    for result in results { #expect(try roundTrip(result) == result) }
  }

  @Test func requestsStatusesOutcomesAndErrorsReadBackAsWritten() throws {
    let request = WirePurchaseRequest(
      productID: "com.iaptutorial.coins", quantity: 3, appAccountToken: UUID(), offerID: "spring", device: "phone",
      account: "default")
    #expect(try roundTrip(request) == request)
    let status = WireSubscriptionStatus(groupID: "pro", transactionJWS: "a.b.c", renewalInfoJWS: "d.e.f")
    #expect(try roundTrip(status) == status)
    let outcomes: [PurchaseOutcome] = [.success, .userCancelled, .failed(.networkError), .askToBuy, .interrupted]
    for outcome in outcomes { #expect(try roundTrip(outcome) == outcome) }
    let errors: [StoreWireError] = [.busy("b"), .unavailable("u"), .invalidRequest("i")]
    for error in errors { #expect(try roundTrip(error) == error) }
  }

  @Test func aPendingReasonIsWrittenAsItsName() throws {
    let text = String(decoding: try JSONEncoder().encode(PendingReason.askToBuy), as: UTF8.self)
    #expect(text == #""askToBuy""#)
    #expect(StoreWireVersion.current == 3)
  }

  /// One spelling of an outcome on the command line: each choice's name reads back as it.
  @Test func outcomesHaveOneNameEach() {
    #expect(
      PurchaseOutcome.choices.map(\.name) == [
        "success", "cancel", "ask-to-buy", "interrupted", "network-error", "payments-not-allowed",
        "product-unavailable", "system-error",
      ])
    for outcome in PurchaseOutcome.choices { #expect(PurchaseOutcome(name: outcome.name) == outcome) }
    #expect(PurchaseOutcome(name: "maybe") == nil)
    #expect(PurchaseOutcome(name: "networkError") == nil)
  }
}
