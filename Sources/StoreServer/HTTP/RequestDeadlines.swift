import Foundation

/// An overall deadline per request, which libmicrohttpd lacks (its timeout restarts on every byte):
/// a watchdog thread shuts down the socket of any connection whose current request began more
/// than `seconds` ago, so a client trickling a byte a second cannot hold a connection.
///
/// A request's clock starts when its connection opens or when the previous response on it is done,
/// so an idle keep-alive connection is also closed after `seconds`.
final class RequestDeadlines: @unchecked Sendable {
  private let lock = NSLock()
  private var started: [UnsafeMutableRawPointer: (socket: Int32, since: UInt64)] = [:]
  private let limit: UInt64
  private var running = true
  private var thread: Thread?

  /// Deadlines of `seconds` each, not yet watched.
  init(seconds: Double) {
    limit = UInt64(seconds * 1_000_000_000)
  }

  /// Starts the watchdog, which checks every quarter second.
  func start() {
    let watchdog = Thread { [self] in
      while isRunning() {
        expire(now: DispatchTime.now().uptimeNanoseconds)
        usleep(250_000)
      }
    }
    watchdog.name = "storefront-serve deadlines"
    thread = watchdog
    watchdog.start()
  }

  /// Stops the watchdog (it exits at its next check).
  func stop() {
    lock.lock()
    running = false
    lock.unlock()
  }

  /// Whether the watchdog should keep going.
  private func isRunning() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return running
  }

  /// Starts the clock of `connection` (opened, or its previous request answered) on `socket`.
  func begin(_ connection: UnsafeMutableRawPointer, socket: Int32) {
    lock.lock()
    started[connection] = (socket, DispatchTime.now().uptimeNanoseconds)
    lock.unlock()
  }

  /// Restarts the clock of a known `connection` after a response; unknown ones are ignored.
  func restart(_ connection: UnsafeMutableRawPointer) {
    lock.lock()
    if let entry = started[connection] { started[connection] = (entry.socket, DispatchTime.now().uptimeNanoseconds) }
    lock.unlock()
  }

  /// Forgets `connection`, which the library is about to close (its socket still open, so the
  /// watchdog, which shuts sockets down only under the lock, never touches a reused descriptor).
  func end(_ connection: UnsafeMutableRawPointer) {
    lock.lock()
    started[connection] = nil
    lock.unlock()
  }

  /// Shuts down every socket past its deadline at `now`; the library then sees end of file and
  /// closes the connection itself.
  private func expire(now: UInt64) {
    lock.lock()
    defer { lock.unlock() }
    for (connection, entry) in started where now &- entry.since > limit {
      shutdown(entry.socket, Int32(SHUT_RDWR))
      started[connection] = (entry.socket, UInt64.max / 2)
    }
  }
}
