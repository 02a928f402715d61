/// A length of simulated time given on the command line: `45s`, `30m`, `12h`, `7d`, `2w`, or
/// ISO 8601 `P7D`, `PT12H`, `P2W`, `P1DT6H`.
public enum StoreDuration {
  /// The number of milliseconds `text` stands for, or nil when it is not a duration.
  public static func milliseconds(_ text: String) -> Int64? {
    if text.hasPrefix("P") { return iso8601(text) }
    guard text.first?.isNumber == true, let unit = text.last, let size = unitMilliseconds(unit),
      let value = Int64(text.dropLast())
    else { return nil }
    let (product, overflow) = value.multipliedReportingOverflow(by: size)
    return overflow ? nil : product
  }

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

  /// `PnW`, `PnD`, `PTnH`, `PTnM`, `PTnS` and combinations such as `P1DT6H` (no months or
  /// years: their length depends on the date).
  private static func iso8601(_ text: String) -> Int64? {
    var total: Int64 = 0
    var number = ""
    var inTime = false
    var sawComponent = false
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
      let size: Int64
      switch (character, inTime) {
      case ("W", false): size = 604_800_000
      case ("D", false): size = 86_400_000
      case ("H", true): size = 3_600_000
      case ("M", true): size = 60_000
      case ("S", true): size = 1000
      default: return nil
      }
      let (product, overflow) = value.multipliedReportingOverflow(by: size)
      let (sum, sumOverflow) = total.addingReportingOverflow(product)
      guard !overflow, !sumOverflow else { return nil }
      total = sum
      number = ""
      sawComponent = true
    }
    return sawComponent && number.isEmpty ? total : nil
  }
}
