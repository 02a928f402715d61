internal import Synchronization

/// How often a store is moved on (renewals and expiries due) while devices wait on its update
/// feed: once per interval for the store, however many devices wait (a served store shares one
/// among all its long polls, so a hundred waiting devices do not catch it up a hundred times).
public final class CatchUpPace: Sendable {
  /// The interval between catch-ups, in nanoseconds.
  public let intervalNanoseconds: UInt64
  private let last = Mutex<UInt64?>(nil)

  /// A pace of one catch-up per `intervalNanoseconds` (a quarter second by default).
  public init(intervalNanoseconds: UInt64 = 250_000_000) {
    self.intervalNanoseconds = intervalNanoseconds
  }

  /// Whether a catch-up is due at `now` (monotonic nanoseconds); when it is, it counts as made.
  public func claim(at now: UInt64) -> Bool {
    last.withLock { last in
      guard last.map({ now &- $0 >= intervalNanoseconds }) ?? true else { return false }
      last = now
      return true
    }
  }
}
