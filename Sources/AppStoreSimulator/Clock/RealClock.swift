import FoundationEssentials

/// The source of real time the simulated clock is anchored to; tests inject their own.
public protocol RealClock: Sendable {
  /// Real time now, in epoch milliseconds.
  func nowMilliseconds() -> Int64
}

/// The system's wall clock.
public struct SystemClock: RealClock {
  /// Creates the system clock.
  public init() {}

  public func nowMilliseconds() -> Int64 { Int64((Date().timeIntervalSince1970 * 1000).rounded(.down)) }
}
