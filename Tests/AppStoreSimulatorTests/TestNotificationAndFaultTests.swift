import AppStoreSimulator
import Foundation
import Testing

/// Test notifications with their send attempts, and the API fault switches.
struct TestNotificationAndFaultTests {
  let fixture: StoreFixture
  var store: AppStore { fixture.store }

  init() throws { fixture = try StoreFixture() }

  @Test func aTestNotificationHasAStatusWithItsSendAttempts() throws {
    let token = try store.requestTestNotification()
    let status = try store.testNotificationStatus(token)
    #expect(status.sendAttempts.isEmpty)
    let payload = try fixture.decode(status.notification.jws, as: NotificationPayload.self)
    #expect(payload.notificationType == "TEST" && payload.notificationUUID == token)
    #expect(payload.data?.bundleId == store.catalog.app.bundleID && payload.data?.signedTransactionInfo == nil)
    for (index, response) in [WebhookResponse.status(500), .failure(.timedOut, "timed out"), .status(200)].enumerated()
    {
      try store.recordWebhookAttempt(
        WebhookAttempt(
          url: "http://127.0.0.1:9/hook", sequence: status.notification.sequence, notificationType: "TEST",
          attempt: index + 1, startedAt: 1_000 + Int64(index), durationMilliseconds: 3, response: response))
    }
    let attempts = try store.testNotificationStatus(token).sendAttempts
    #expect(attempts.map(\.result) == [.unsuccessfulHTTPResponseCode, .timedOut, .success])
    #expect(attempts.map(\.attemptDate) == [1_000, 1_001, 1_002])
  }

  @Test func unknownAndMalformedTokensAreRefusedWithApplesCodes() throws {
    func code(_ token: String) -> Int? {
      do { _ = try store.testNotificationStatus(token) } catch {
        if case .rejected(let code, _) = error { return code.rawValue }
      }
      return nil
    }
    #expect(code("not-a-token") == 4_000_020)
    #expect(code("0b0f3f4e-9c1a-4c8e-8f47-2d6c1b3a9e10") == 4_040_008)
  }

  @Test func apiFaultsStartOffAndStayAsSetForEveryProcess() throws {
    #expect(try store.apiFaults().isEmpty)
    try store.setAPIFault(.rateLimit, on: true)
    try store.setAPIFault(.slow, on: true)
    try store.setAPIFault(.slow, on: false)
    try store.setAPIFault(.unreleased, on: true)
    #expect(try fixture.reopen().apiFaults() == [.rateLimit, .unreleased])
    #expect(
      Set(APIFault.allCases.map(\.rawValue)) == [
        "unreleased", "unknown-transaction", "rate-limit", "server-error", "slow",
      ])
  }
}
