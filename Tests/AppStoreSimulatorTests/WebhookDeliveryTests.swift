import AppStoreSimulator
import Foundation
import HTTPTestServer
import Synchronization
import Testing

/// A transport that answers from a script (then 200) and keeps every body it was given.
final class ScriptedTransport: WebhookTransport, Sendable {
  private let state: Mutex<(bodies: [[UInt8]], script: [WebhookResponse])>

  init(_ script: [WebhookResponse] = []) { state = Mutex(([], script)) }

  func post(_ body: [UInt8]) -> WebhookResponse {
    state.withLock { state in
      state.bodies.append(body)
      return state.script.isEmpty ? .status(200) : state.script.removeFirst()
    }
  }

  /// The `signedPayload` of every body posted so far.
  var payloads: [String] {
    state.withLock { $0.bodies }.map { body in
      let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
      return object?["signedPayload"] as? String ?? "<not {\"signedPayload\": ...}>"
    }
  }
}

/// The waits a deliverer asked for, instead of sleeping.
final class Waits: Sendable {
  private let waits = Mutex<[Int64]>([])

  func record(_ milliseconds: Int64) { waits.withLock { $0.append(milliseconds) } }

  var all: [Int64] { waits.withLock { $0 } }
}

/// Delivery of notifications to a developer's webhook: order, retries and backoff, the record
/// of attempts, no repeats, one deliverer per URL.
struct WebhookDeliveryTests {
  let fixture: StoreFixture
  var store: AppStore { fixture.store }
  let url = "http://127.0.0.1:9/notifications"

  init() throws {
    fixture = try StoreFixture()
    for product in ["com.iaptutorial.coins", "com.iaptutorial.premium", "com.iaptutorial.coins"] {
      _ = try store.purchase(PurchaseRequest(productID: product))
    }
  }

  func delivery(
    _ transport: any WebhookTransport, policy: WebhookPolicy = WebhookPolicy(), owner: String = "test",
    url: String? = nil
  )
    -> (WebhookDelivery, waits: Waits)
  {
    let waits = Waits()
    let delivery = WebhookDelivery(
      store: store, url: url ?? self.url, transport: transport, policy: policy, owner: WebhookOwner(name: owner),
      sleep: { milliseconds in waits.record(milliseconds) })
    return (delivery, waits)
  }

  @Test func deliversEveryNotificationInOrderAsSignedPayloads() throws {
    let transport = ScriptedTransport()
    let (delivery, waits) = delivery(transport)
    #expect(try delivery.run() == .delivered(count: 3))
    let expected = try store.notifications().map(\.jws)
    #expect(transport.payloads == expected)
    #expect(
      try transport.payloads.map { try fixture.decode($0, as: NotificationPayload.self).notificationType }
        == ["ONE_TIME_CHARGE", "ONE_TIME_CHARGE", "ONE_TIME_CHARGE"])
    #expect(waits.all.isEmpty)
    let attempts = try store.webhookAttempts(to: url)
    #expect(attempts.map(\.sequence) == [1, 2, 3])
    #expect(attempts.allSatisfy { $0.attempt == 1 && $0.response == .status(200) && $0.delivered })
  }

  @Test func aDeliveredNotificationIsNeverSentAgain() throws {
    let transport = ScriptedTransport()
    let (delivery, _) = delivery(transport)
    _ = try delivery.run()
    #expect(try delivery.run() == .delivered(count: 0))
    #expect(transport.payloads.count == 3)
    _ = try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins"))
    #expect(try delivery.run() == .delivered(count: 1))
    #expect(transport.payloads.count == 4)
    #expect(try store.webhookAttempts(to: url).map(\.sequence) == [1, 2, 3, 4])
  }

  @Test func failuresAreRetriedWithDoublingBackoffAndEveryAttemptIsRecorded() throws {
    let transport = ScriptedTransport([.status(500), .failure(.socketIssue, "connection refused"), .status(503)])
    let (delivery, waits) = delivery(transport)
    #expect(try delivery.run() == .delivered(count: 3))
    #expect(waits.all == [1000, 2000, 4000])
    let attempts = try store.webhookAttempts(to: url)
    #expect(attempts.map(\.sequence) == [1, 1, 1, 1, 2, 3])
    #expect(attempts.map(\.attempt) == [1, 2, 3, 4, 1, 1])
    #expect(
      attempts.map(\.response) == [
        .status(500), .failure(.socketIssue, "connection refused"), .status(503), .status(200), .status(200),
        .status(200),
      ])
    #expect(transport.payloads[0] == transport.payloads[3])
  }

  @Test func aNotificationThatKeepsFailingStopsTheRunAndTheNextRunResumesIt() throws {
    let transport = ScriptedTransport([.status(200), .status(500), .status(500), .status(500)])
    let (delivery, waits) = delivery(transport, policy: WebhookPolicy(retries: 2))
    #expect(try delivery.run() == .gaveUp(sequence: 2, delivered: 1))
    #expect(waits.all == [1000, 2000])
    #expect(transport.payloads.count == 4)  // #3 waits behind #2
    #expect(try delivery.run() == .delivered(count: 2))
    let attempts = try store.webhookAttempts(to: url)
    #expect(attempts.map(\.sequence) == [1, 2, 2, 2, 2, 3])
    #expect(attempts.map(\.attempt) == [1, 1, 2, 3, 4, 1])
  }

  @Test func anotherURLGetsItsOwnCopyOfEveryNotification() throws {
    let transport = ScriptedTransport()
    _ = try delivery(transport).0.run()
    let other = WebhookDelivery(
      store: store, url: "http://127.0.0.1:9/other", transport: transport, owner: WebhookOwner(name: "test"),
      sleep: { _ in })
    #expect(try other.run() == .delivered(count: 3))
    #expect(try store.webhookAttempts().count == 6)
    #expect(try store.webhookAttempts(to: "http://127.0.0.1:9/other").count == 3)
  }

  @Test func onlyOneDelivererHoldsAURLUntilItsLeaseRunsOut() throws {
    #expect(try store.claimWebhook(url, owner: WebhookOwner(name: "first"), for: 60_000) == .claimed)
    let transport = ScriptedTransport()
    let (second, _) = delivery(transport, owner: "second")
    #expect(try second.run() == .busy(owner: "first"))
    #expect(transport.payloads.isEmpty)
    fixture.clock.set(StoreFixture.start + 60_001)
    #expect(try second.run() == .delivered(count: 3))
    // Released at the end.
    #expect(try store.claimWebhook(url, owner: WebhookOwner(name: "first"), for: 60_000) == .claimed)
  }

  @Test func aSecondAcceptanceIsRecordedAsAnAttemptAndTheFirstStaysTheDelivery() throws {
    let attempt = WebhookAttempt(
      url: url, sequence: 1, notificationType: "ONE_TIME_CHARGE", attempt: 1, startedAt: 0,
      durationMilliseconds: 1, response: .status(200))
    try store.recordWebhookAttempt(attempt)
    var again = attempt
    again.attempt = 2
    again.url = "HTTP://127.0.0.1:9/notifications/"
    try store.recordWebhookAttempt(again)
    #expect(try store.webhookAttempts(to: url).map(\.attempt) == [1, 2])
    #expect(try store.nextUndeliveredNotification(to: url, after: 0)?.notification.sequence == 2)
  }

  @Test func theBackoffDoublesUpToItsCeiling() {
    let policy = WebhookPolicy(firstDelayMilliseconds: 1000, maximumDelayMilliseconds: 10_000)
    #expect((1...6).map(policy.delay(beforeRetry:)) == [1000, 2000, 4000, 8000, 10_000, 10_000])
  }

  @Test func theHTTPTransportPostsJSONAndReportsStatusesAndFailures() throws {
    let server = try HTTPTestServer(statuses: [200, 500])
    defer { server.stop() }
    let transport = try #require(HTTPWebhookTransport(url: server.url("/hook?x=1")))
    #expect(transport.post(Array(#"{"signedPayload":"a.b.c"}"#.utf8)) == .status(200))
    #expect(transport.post(Array("{}".utf8)) == .status(500))
    let requests = server.requests
    #expect(requests.map(\.method) == ["POST", "POST"])
    #expect(requests[0].path == "/hook?x=1")
    #expect(requests[0].headers["content-type"] == "application/json")
    #expect(String(decoding: requests[0].body, as: UTF8.self) == #"{"signedPayload":"a.b.c"}"#)
    server.stop()
    guard case .failure(let result, let message) = transport.post(Array("{}".utf8)) else {
      Issue.record("a closed port must fail")
      return
    }
    #expect(result == .socketIssue)
    #expect(!message.isEmpty)
  }

  @Test func onlyHTTPAndHTTPSURLsWithAHostAreAccepted() {
    #expect(HTTPWebhookTransport(url: "https://example.com/hook") != nil)
    #expect(HTTPWebhookTransport(url: "ftp://example.com/hook") == nil)
    #expect(HTTPWebhookTransport(url: "http:///nohost") == nil)
    #expect(HTTPWebhookTransport(url: "not a url") == nil)
  }
}
