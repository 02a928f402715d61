/// An ISO 8601 duration of whole days, weeks, months or years, such as `P1M` or `P3D`.
public struct Period: Sendable, Hashable, CustomStringConvertible {
  /// The calendar unit of a period.
  public enum Unit: String, Sendable, Hashable, CaseIterable {
    case day = "D"
    case week = "W"
    case month = "M"
    case year = "Y"
  }

  /// How many units.
  public var value: Int
  /// The unit.
  public var unit: Unit

  /// Creates a period.
  public init(_ value: Int, _ unit: Unit) {
    self.value = value
    self.unit = unit
  }

  /// The canonical ISO 8601 text, e.g. `P1Y`.
  public var description: String { "P\(value)\(unit.rawValue)" }

  /// The billing periods an auto-renewable subscription may have.
  public static let subscriptionPeriods: [Period] = [
    Period(1, .week), Period(1, .month), Period(2, .month), Period(3, .month), Period(6, .month), Period(1, .year),
  ]

  /// The durations an offer period (introductory, promotional, offer code, win-back) may have.
  public static let offerPeriods: [Period] = [
    Period(3, .day), Period(1, .week), Period(2, .week), Period(1, .month), Period(2, .month), Period(3, .month),
    Period(6, .month), Period(1, .year),
  ]

  /// Parses the strict form `P<n><D|W|M|Y>` with 1 ≤ n ≤ 999 and no leading zeros.
  public init?(iso8601 text: String) {
    let scalars = Array(text.utf8)
    guard scalars.count >= 3, scalars.count <= 5, scalars[0] == UInt8(ascii: "P"),
      let unit = Unit(rawValue: String(UnicodeScalar(scalars[scalars.count - 1])))
    else { return nil }
    let digits = scalars[1..<(scalars.count - 1)]
    guard digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), digits.first != 0x30,
      let value = Int(String(decoding: digits, as: UTF8.self))
    else { return nil }
    self.init(value, unit)
  }

  /// The length in days when every month is 30 days and a year 365, for comparisons only.
  public var approximateDays: Int {
    switch unit {
    case .day: value
    case .week: value * 7
    case .month: value * 30
    case .year: value * 365
    }
  }
}
