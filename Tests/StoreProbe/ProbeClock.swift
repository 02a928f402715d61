import AppStoreSimulator

/// A real clock that stands still: simulated time then changes only when the store is advanced.
struct ProbeClock: RealClock {
  /// 2026-01-01T00:00:00Z, the default instant, which the tests' manual clocks also start at.
  static let start: Int64 = 1_767_225_600_000

  /// The instant the clock shows, in epoch milliseconds.
  let instant: Int64

  func nowMilliseconds() -> Int64 { instant }
}
