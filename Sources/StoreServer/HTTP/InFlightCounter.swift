import Foundation

/// How many requests the server has begun and not yet finished, across its threads.
final class InFlightCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// Adds `delta` (1 when a request begins, -1 when it ends).
  func add(_ delta: Int) {
    lock.lock()
    count += delta
    lock.unlock()
  }

  /// The current count.
  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}
