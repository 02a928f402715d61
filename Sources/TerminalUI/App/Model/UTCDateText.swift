public import FoundationEssentials

/// A moment's UTC calendar date and time of day, worked out with integer arithmetic (the
/// proleptic Gregorian calendar), so the ticking clock needs no calendar object.
public struct UTCDateText: Equatable, Sendable {
  public var year: Int
  public var month: Int
  public var day: Int
  public var hour: Int
  public var minute: Int
  public var second: Int

  /// The UTC fields of `date`, to the whole second (rounded down).
  public init(_ date: Date) {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let (days, secondOfDay) = Self.floorDivide(seconds, 86_400)
    hour = secondOfDay / 3_600
    minute = secondOfDay % 3_600 / 60
    second = secondOfDay % 60
    // Days since 1970-01-01 to a civil date: eras of 400 years (146 097 days), years starting in March.
    let shifted = days + 719_468
    let (era, dayOfEra) = Self.floorDivide(shifted, 146_097)
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  }

  /// "2026-11-29".
  public var dayText: String { "\(year)-\(Self.pad(month))-\(Self.pad(day))" }

  /// "2026-11-29 17:52".
  public var minuteText: String { "\(dayText) \(Self.pad(hour)):\(Self.pad(minute))" }

  /// "2026-11-29 17:52:07".
  public var secondText: String { "\(minuteText):\(Self.pad(second))" }

  private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  /// Quotient and remainder rounded towards minus infinity (the remainder is never negative).
  private static func floorDivide(_ value: Int, _ divisor: Int) -> (Int, Int) {
    let remainder = value % divisor
    return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
  }
}
