import FoundationEssentials

extension Period {
  /// The Gregorian calendar in UTC, on which periods are counted.
  private static let gregorian: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  /// The end of `count` consecutive periods starting at `start` (epoch milliseconds), on the
  /// Gregorian calendar in UTC: one month after January 31 is the last day of February. The store
  /// and the app count a period alike with it (the store's fixed-length paces aside).
  public func end(from start: Int64, count: Int = 1) -> Int64 {
    let component: Calendar.Component
    switch unit {
    case .day: component = .day
    case .week: component = .weekOfYear
    case .month: component = .month
    case .year: component = .year
    }
    let date = Date(timeIntervalSince1970: TimeInterval(start / 1000))
    let remainder = start % 1000
    guard let end = Self.gregorian.date(byAdding: component, value: value * count, to: date) else { return start }
    return Int64(end.timeIntervalSince1970) * 1000 + remainder
  }
}
