/// A monotonic clock that moves only when a test moves it, for the store watcher's polls.
final class ManualClock {
  /// Nanoseconds since the clock was made.
  private(set) var nanoseconds: UInt64 = 0

  /// Moves the clock on by `milliseconds`.
  func advance(milliseconds: UInt64) { nanoseconds += milliseconds * 1_000_000 }
}
