import AppStoreSimulator
import Foundation
import Synchronization
import Testing

/// A transport whose one attempt outlives the lease: while it "sends", the real clock moves past
/// the lease and another deliverer (`meanwhile`) runs; then it answers 200.
final class LeaseOutlivingTransport: WebhookTransport {
  private var meanwhile: (() -> Void)?
  let deadlineMilliseconds: Int64

  init(deadlineMilliseconds: Int64 = 10_000, meanwhile: @escaping () -> Void) {
    self.deadlineMilliseconds = deadlineMilliseconds
    self.meanwhile = meanwhile
  }

  func post(_ body: [UInt8]) -> WebhookResponse {
    let once = meanwhile
    meanwhile = nil
    once?()
    return .status(200)
  }
}

/// The lease on a webhook endpoint: held for longer than any attempt, shared by every spelling
/// of the URL, taken over from a dead process at once, and never a crash when lost.
struct WebhookLeaseTests {
  let fixture: StoreFixture
  var store: AppStore { fixture.store }
  let url = "http://127.0.0.1:9/notifications"

  init() throws {
    fixture = try StoreFixture()
    for product in ["com.iaptutorial.coins", "com.iaptutorial.premium", "com.iaptutorial.coins"] {
      _ = try store.purchase(PurchaseRequest(productID: product))
    }
  }

  func delivery(_ transport: any WebhookTransport, owner: String, url: String? = nil) -> WebhookDelivery {
    WebhookDelivery(
      store: store, url: url ?? self.url, transport: transport, owner: WebhookOwner(name: owner), sleep: { _ in })
  }

  @Test func aDelivererThatLostItsLeaseMidAttemptNeitherCrashesNorDeliversTwice() throws {
    let clock = fixture.clock
    let second = delivery(ScriptedTransport(), owner: "second")
    let slow = LeaseOutlivingTransport {
      clock.set(StoreFixture.start + 61_000)
      _ = try? second.run()
    }
    let first = delivery(slow, owner: "first")
    // The second deliverer took #1–#3 while the first was sending #1: the first records its
    // attempt, finds nothing left and ends.
    #expect(try first.run() == .delivered(count: 1))
    let attempts = try store.webhookAttempts(to: url)
    #expect(attempts.map(\.sequence).sorted() == [1, 1, 2, 3])
    #expect(try store.nextUndeliveredNotification(to: url, after: 0) == nil)
  }

  @Test func theLeaseOutlivesTheTransportsDeadline() throws {
    let clock = fixture.clock
    let claims = Mutex<[WebhookClaim]>([])
    let store = self.store
    let url = self.url
    let slow = LeaseOutlivingTransport(deadlineMilliseconds: 45_000) {
      // Just before the deadline, the lease (renewed before the attempt) still holds.
      clock.set(StoreFixture.start + 44_999)
      let claim = try? store.claimWebhook(url, owner: WebhookOwner(name: "second"), for: 60_000)
      claims.withLock { $0.append(claim ?? .claimed) }
    }
    let first = delivery(slow, owner: "first")
    #expect(first.leaseMilliseconds == 90_000)
    _ = try first.run()
    #expect(claims.withLock { $0 } == [.heldBy(owner: "first", until: StoreFixture.start + 90_000)])
  }

  @Test func aLeaseLeftByADeadProcessIsTakenOverAtOnce() throws {
    let exited = Process()
    exited.executableURL = URL(fileURLWithPath: "/bin/true")
    try exited.run()
    exited.waitUntilExit()
    let dead = WebhookOwner(
      name: "storefront pid \(exited.processIdentifier) on \(WebhookOwner.localHost)", pid: exited.processIdentifier,
      host: WebhookOwner.localHost)
    #expect(try store.claimWebhook(url, owner: dead, for: 60_000) == .claimed)
    let transport = ScriptedTransport()
    #expect(try delivery(transport, owner: "next").run() == .delivered(count: 3))
  }

  @Test func aLeaseOfALiveProcessOrAnotherHostIsHonoured() throws {
    let sleeper = Process()
    sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
    sleeper.arguments = ["30"]
    try sleeper.run()
    defer {
      kill(sleeper.processIdentifier, SIGKILL)
      sleeper.waitUntilExit()
    }
    let live = WebhookOwner(name: "live", pid: sleeper.processIdentifier, host: WebhookOwner.localHost)
    #expect(try store.claimWebhook(url, owner: live, for: 60_000) == .claimed)
    #expect(try delivery(ScriptedTransport(), owner: "next").run() == .busy(owner: "live"))

    let elsewhere = WebhookOwner(name: "far", pid: 999_999_999, host: "another-host.invalid")
    let other = "http://127.0.0.1:9/other"
    #expect(try store.claimWebhook(other, owner: elsewhere, for: 60_000) == .claimed)
    #expect(try delivery(ScriptedTransport(), owner: "next", url: other).run() == .busy(owner: "far"))
  }

  @Test func everySpellingOfTheURLSharesItsDeliveriesAndItsLease() throws {
    let transport = ScriptedTransport()
    #expect(try delivery(transport, owner: "first").run() == .delivered(count: 3))
    for spelling in [
      "http://127.0.0.1:9/notifications/", "http://127.0.0.1:9//notifications", "HTTP://127.0.0.1:9/notifications",
      "http://127.0.0.1:9/notifications#frag", "http://127.0.0.1:9/x/../notifications",
    ] {
      #expect(try delivery(transport, owner: "again", url: spelling).run() == .delivered(count: 0), "\(spelling)")
    }
    #expect(transport.payloads.count == 3)
    #expect(try store.webhookAttempts(to: "HTTP://127.0.0.1:9/notifications/").count == 3)

    _ = try store.purchase(PurchaseRequest(productID: "com.iaptutorial.coins"))
    #expect(
      try store.claimWebhook("http://127.0.0.1:9/notifications/", owner: WebhookOwner(name: "a"), for: 60_000)
        == .claimed)
    #expect(try delivery(transport, owner: "b").run() == .busy(owner: "a"))
  }
}
