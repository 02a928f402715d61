import Dispatch
import Foundation
import Testing

@testable import StoreServer

/// Requests answered later (`HTTPReply.later`): held without a serving thread, answered when their
/// wait gives a response, at their deadline, or when the server stops.
@Suite(.serialized)
struct HeldRequestTests {
  /// A flag one thread sets and another reads.
  final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() {
      lock.lock()
      value = true
      lock.unlock()
    }
    var isSet: Bool {
      lock.lock()
      defer { lock.unlock() }
      return value
    }
  }

  /// A value several threads set and read.
  final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    func with<Result>(_ body: (inout Value) -> Result) -> Result {
      lock.lock()
      defer { lock.unlock() }
      return body(&stored)
    }
    var value: Value { with { $0 } }
  }

  static func text(_ text: String) -> HTTPResponse {
    HTTPResponse(status: 200, contentType: "text/plain", body: Array(text.utf8))
  }

  /// A server on two threads: `/now` is answered at once; `/wait` is held until `flag` is set
  /// ("ready") or `seconds` pass ("timeout").
  static func server(flag: Flag, seconds: Double) throws -> (HTTPServer, UInt16) {
    var limits = HTTPServer.Limits()
    limits.threads = 2
    let server = HTTPServer(limits: limits) { request in
      guard request.path == "/wait" else { return .now(text("now")) }
      let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
      return .later(
        HTTPWait(deadline: deadline) { final in
          flag.isSet ? text("ready") : final ? text("timeout") : nil
        })
    }
    return (server, try server.start(ListenAddress(host: "127.0.0.1", port: 0)))
  }

  static func get(_ path: String, port: UInt16) -> (status: Int, body: String)? {
    RawHTTP.exchange("GET \(path) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", port: port)
  }

  /// Sends `count` requests for `path` at once, each on its own thread, and returns their answers
  /// with the seconds each took.
  static func concurrently(_ count: Int, _ path: String, port: UInt16) -> [(body: String?, seconds: Double)] {
    let answers = Locked<[(body: String?, seconds: Double)]>([])
    // A thread each (the dispatch pool runs only as many at once as there are cores).
    let group = DispatchGroup()
    for _ in 0..<count {
      group.enter()
      Thread {
        let start = Date()
        let answer = get(path, port: port)
        answers.with { $0.append((answer?.body, Date().timeIntervalSince(start))) }
        group.leave()
      }.start()
    }
    group.wait()
    return answers.value
  }

  @Test func aHeldRequestIsAnsweredAsSoonAsItsWaitGivesAResponse() throws {
    let flag = Flag()
    let (server, port) = try Self.server(flag: flag, seconds: 4)
    defer { server.stop(graceSeconds: 1) }
    Thread {
      usleep(300_000)
      flag.set()
    }.start()
    let start = Date()
    let answer = Self.get("/wait", port: port)
    let seconds = Date().timeIntervalSince(start)
    #expect(answer?.status == 200)
    #expect(answer?.body == "ready")
    #expect(seconds >= 0.25 && seconds < 1.5, "answered after \(seconds) s")
  }

  @Test func aHeldRequestIsAnsweredAtItsDeadline() throws {
    let (server, port) = try Self.server(flag: Flag(), seconds: 0.5)
    defer { server.stop(graceSeconds: 1) }
    let start = Date()
    let answer = Self.get("/wait", port: port)
    let seconds = Date().timeIntervalSince(start)
    #expect(answer?.body == "timeout")
    #expect(seconds >= 0.45 && seconds < 2, "answered after \(seconds) s")
  }

  /// Eight held requests on a server of two threads: other requests are still answered at once.
  @Test func heldRequestsHoldNoServingThread() throws {
    let (server, port) = try Self.server(flag: Flag(), seconds: 2)
    defer { server.stop(graceSeconds: 1) }
    let held = DispatchGroup()
    let heldAnswers = Locked<[String?]>([])
    DispatchQueue.global().async(group: held) {
      let answers = Self.concurrently(8, "/wait", port: port)
      heldAnswers.with { $0 = answers.map(\.body) }
    }
    // Until all eight are held.
    let until = Date().addingTimeInterval(1.5)
    while server.heldRequests < 8 && Date() < until { usleep(10_000) }
    #expect(server.heldRequests == 8)
    let answers = Self.concurrently(4, "/now", port: port)
    #expect(answers.allSatisfy { $0.body == "now" })
    #expect(answers.allSatisfy { $0.seconds < 0.5 }, "\(answers.map(\.seconds))")
    held.wait()
    #expect(heldAnswers.value == Array(repeating: "timeout", count: 8))
  }

  @Test func stoppingAnswersTheHeldRequests() throws {
    let (server, port) = try Self.server(flag: Flag(), seconds: 30)
    let held = DispatchGroup()
    let answers = Locked<[String?]>([])
    DispatchQueue.global().async(group: held) {
      let got = Self.concurrently(3, "/wait", port: port)
      answers.with { $0 = got.map(\.body) }
    }
    let until = Date().addingTimeInterval(1.5)
    while server.heldRequests < 3 && Date() < until { usleep(10_000) }
    let start = Date()
    server.stop(graceSeconds: 5)
    #expect(Date().timeIntervalSince(start) < 2)
    held.wait()
    #expect(answers.value == ["timeout", "timeout", "timeout"])
  }

  /// Once the server is stopping nothing more is held (it would never be answered, and the
  /// library must not stop with a connection suspended): the caller answers at once.
  @Test func nothingIsHeldOnceStopping() {
    let waiting = HTTPWaitingRequests()
    waiting.start()
    waiting.finish()
    let wait = HTTPWait(deadline: 0) { _ in Self.text("late") }
    // Never touched when refused: no connection is suspended.
    #expect(!waiting.hold(OpaquePointer(bitPattern: 1)!, state: HTTPRequestState(), wait: wait))
    #expect(waiting.count == 0)
  }
}
