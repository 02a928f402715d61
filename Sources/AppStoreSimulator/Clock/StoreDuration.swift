import FoundationEssentials
import FoundationInternationalization

/// A length of simulated time given on the command line: `45s`, `30m`, `12h`, `7d`, `2w`, `2mo`,
/// `1y`, or ISO 8601 `P7D`, `PT12H`, `P2W`, `P1DT6H`, `P2M`, `P1Y2M3D`. Months and years are
/// calendar ones, counted from the moment they are added to (a month after January 31 is the last
/// day of February); the rest have fixed lengths.
public struct StoreDuration: Sendable, Equatable {
  /// Calendar months (a year is twelve).
  public var months: Int64
  /// Fixed milliseconds, added after the months.
  public var milliseconds: Int64

  /// A duration of `months` calendar months and then `milliseconds`.
  public init(months: Int64 = 0, milliseconds: Int64 = 0) {
    self.months = months
    self.milliseconds = milliseconds
  }

  /// The duration `text` stands for, or nil when it is not one (or too long to count).
  public init?(_ text: String) {
    if text.hasPrefix("P") {
      guard let parsed = Self.iso8601(text) else { return nil }
      self = parsed
      return
    }
    guard text.first?.isNumber == true else { return nil }
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    guard let value = Int64(digits) else { return nil }
    switch text.dropFirst(digits.count) {
    case "mo": self.init(months: value)
    case "y":
      let (months, overflow) = value.multipliedReportingOverflow(by: 12)
      guard !overflow else { return nil }
      self.init(months: months)
    case let unit:
      guard unit.count == 1, let size = Self.unitMilliseconds(unit.first!) else { return nil }
      let (product, overflow) = value.multipliedReportingOverflow(by: size)
      guard !overflow else { return nil }
      self.init(milliseconds: product)
    }
  }

  /// The number of milliseconds `text` stands for, when it has no months or years in it.
  public static func milliseconds(_ text: String) -> Int64? {
    guard let duration = StoreDuration(text), duration.months == 0 else { return nil }
    return duration.milliseconds
  }

  /// How many milliseconds this duration lasts from `start` (epoch milliseconds), months counted
  /// on the UTC Gregorian calendar; nil when the end cannot be counted.
  public func milliseconds(from start: Int64) -> Int64? {
    var end = start
    if months != 0 {
      guard let monthCount = Int(exactly: months), months <= 12 * 10_000 else { return nil }
      let date = Date(timeIntervalSince1970: TimeInterval(start / 1000))
      guard let moved = Self.gregorian.date(byAdding: .month, value: monthCount, to: date) else { return nil }
      end = Int64(moved.timeIntervalSince1970) * 1000 + start % 1000
    }
    let (total, overflow) = end.addingReportingOverflow(milliseconds)
    guard !overflow else { return nil }
    let (length, lengthOverflow) = total.subtractingReportingOverflow(start)
    return lengthOverflow ? nil : length
  }

  private static let gregorian: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  private static func unitMilliseconds(_ unit: Character) -> Int64? {
    switch unit {
    case "s": 1000
    case "m": 60_000
    case "h": 3_600_000
    case "d": 86_400_000
    case "w": 604_800_000
    default: nil
    }
  }

  /// `PnYnMnWnD` and `TnHnMnS` parts, each at most once and in that order, such as `P1DT6H`.
  private static func iso8601(_ text: String) -> StoreDuration? {
    var duration = StoreDuration()
    var number = ""
    var inTime = false
    var sawComponent = false
    var order = 0
    for character in text.dropFirst() {
      if character.isASCII && character.isNumber {
        number.append(character)
        continue
      }
      if character == "T" && !inTime && number.isEmpty {
        inTime = true
        continue
      }
      guard let value = Int64(number) else { return nil }
      let units: [(Character, Bool, Int64, Bool)] = [
        ("Y", false, 12, true), ("M", false, 1, true), ("W", false, 604_800_000, false),
        ("D", false, 86_400_000, false), ("H", true, 3_600_000, false), ("M", true, 60_000, false),
        ("S", true, 1000, false),
      ]
      guard let index = units.firstIndex(where: { $0.0 == character && $0.1 == inTime }), index >= order else {
        return nil
      }
      order = index + 1
      let (_, _, size, isMonths) = units[index]
      let (product, overflow) = value.multipliedReportingOverflow(by: size)
      guard !overflow else { return nil }
      if isMonths {
        let (sum, sumOverflow) = duration.months.addingReportingOverflow(product)
        guard !sumOverflow else { return nil }
        duration.months = sum
      } else {
        let (sum, sumOverflow) = duration.milliseconds.addingReportingOverflow(product)
        guard !sumOverflow else { return nil }
        duration.milliseconds = sum
      }
      number = ""
      sawComponent = true
    }
    return sawComponent && number.isEmpty ? duration : nil
  }
}
