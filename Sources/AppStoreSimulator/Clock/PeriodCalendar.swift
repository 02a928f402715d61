public import Catalog
import FoundationEssentials
import FoundationInternationalization

/// Adds subscription and offer periods to simulated dates, in UTC on the Gregorian calendar
/// (one month after January 31 is the last day of February), or by the pace's fixed length.
public struct PeriodCalendar: Sendable {
  /// The clock pace that decides period lengths.
  public var pace: TimePace

  /// Creates a calendar for `pace`.
  public init(pace: TimePace) { self.pace = pace }

  private static let gregorian: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  /// The end of `count` consecutive `period`s starting at `start` (epoch milliseconds).
  public func end(of period: Period, count: Int = 1, from start: Int64) -> Int64 {
    if let fixed = pace.fixedPeriodMilliseconds { return start + fixed * Int64(count) }
    let value = period.value * count
    let component: Calendar.Component
    switch period.unit {
    case .day: component = .day
    case .week: component = .weekOfYear
    case .month: component = .month
    case .year: component = .year
    }
    let date = Date(timeIntervalSince1970: TimeInterval(start / 1000))
    let remainder = start % 1000
    guard let end = Self.gregorian.date(byAdding: component, value: value, to: date) else { return start }
    return Int64(end.timeIntervalSince1970) * 1000 + remainder
  }
}
