import CMicroHTTPD
import Foundation

/// The requests the server holds for a later response (`HTTPReply.later`): their connections are
/// suspended in libmicrohttpd, so no serving thread waits with them, and one thread of their own
/// asks each wait for its response every `interval`, resuming the connection once there is one.
final class HTTPWaitingRequests: @unchecked Sendable {
  /// How often each wait is asked.
  static let interval: UInt64 = 50_000_000

  /// One held request: its suspended connection, where its response goes, and its wait.
  private struct Held {
    var connection: OpaquePointer
    var state: HTTPRequestState
    var wait: HTTPWait
  }

  private let lock = NSLock()
  private var held: [Held] = []
  private var running = false
  private var stopping = false
  private var thread: Thread?

  /// Starts the thread that asks the waits.
  func start() {
    lock.lock()
    running = true
    stopping = false
    lock.unlock()
    let asker = Thread { [self] in run() }
    asker.name = "storefront-serve waits"
    thread = asker
    asker.start()
  }

  /// Suspends `connection` and holds the request of `state` until `wait` answers; false (nothing
  /// suspended) once the server is stopping, when the caller answers at once.
  func hold(_ connection: OpaquePointer, state: HTTPRequestState, wait: HTTPWait) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    // Under the lock: a request held after `finish` would never be answered, and libmicrohttpd
    // must not be stopped with a connection suspended.
    guard !stopping else { return false }
    MHD_suspend_connection(connection)
    held.append(Held(connection: connection, state: state, wait: wait))
    return true
  }

  /// Answers every held request now (their waits asked with `final`) and ends the thread once it
  /// has: called as the server stops, before its connections close.
  func finish() {
    lock.lock()
    stopping = true
    lock.unlock()
    while true {
      lock.lock()
      let done = !running
      lock.unlock()
      if done { return }
      usleep(5_000)
    }
  }

  /// How many requests are held.
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return held.count
  }

  private func run() {
    while true {
      let now = DispatchTime.now().uptimeNanoseconds
      lock.lock()
      let stop = stopping
      let current = held
      lock.unlock()
      var answered: Set<Int> = []
      for (index, request) in current.enumerated() {
        let final = stop || now >= request.wait.deadline
        guard let response = request.wait.check(final) ?? (final ? Self.noAnswer : nil) else { continue }
        request.state.ready = response
        answered.insert(index)
      }
      if !answered.isEmpty {
        lock.lock()
        // Only this thread removes and new requests are appended, so the indices asked are
        // still theirs.
        let resumed = answered.map { held[$0].connection }
        held = held.enumerated().filter { !answered.contains($0.offset) }.map(\.element)
        lock.unlock()
        for connection in resumed { MHD_resume_connection(connection) }
      }
      if stop && answered.count == current.count {
        lock.lock()
        let empty = held.isEmpty
        if empty { running = false }
        lock.unlock()
        if empty { return }
      }
      usleep(useconds_t(Self.interval / 1000))
    }
  }

  /// What a wait that gives nothing even when told to is answered with.
  static let noAnswer = HTTPResponse.json(503, Array("{\"error\":\"no answer\"}".utf8))
}
