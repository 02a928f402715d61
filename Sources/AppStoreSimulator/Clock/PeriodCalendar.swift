public import Catalog

/// Adds subscription and offer periods to simulated dates, in UTC on the Gregorian calendar
/// (one month after January 31 is the last day of February), or by the pace's fixed length.
public struct PeriodCalendar: Sendable {
  /// The clock pace that decides period lengths.
  public var pace: TimePace

  /// Creates a calendar for `pace`.
  public init(pace: TimePace) { self.pace = pace }

  /// The end of `count` consecutive `period`s starting at `start` (epoch milliseconds).
  public func end(of period: Period, count: Int = 1, from start: Int64) -> Int64 {
    if let fixed = pace.fixedPeriodMilliseconds { return start + fixed * Int64(count) }
    return period.end(from: start, count: count)
  }
}
