import AppStoreSimulator

/// A real clock that stands still at 2026-01-01T00:00:00Z, as the tests' clocks do: simulated
/// time does not move, so every run is deterministic.
struct StillClock: RealClock {
  static let start: Int64 = 1_767_225_600_000

  func nowMilliseconds() -> Int64 { Self.start }
}
