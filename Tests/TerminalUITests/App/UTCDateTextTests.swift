import Foundation
import Testing

@testable import TerminalUI

/// The integer calendar of the status-line clock agrees with Foundation's Gregorian calendar.
@Suite struct UTCDateTextTests {
  /// The calendar the clock used to be computed with, as the reference.
  static func reference(_ date: Date) -> UTCDateText {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    var text = UTCDateText(Date(timeIntervalSince1970: 0))
    text.year = parts.year!
    text.month = parts.month!
    text.day = parts.day!
    text.hour = parts.hour!
    text.minute = parts.minute!
    text.second = parts.second!
    return text
  }

  @Test func knownMoments() {
    #expect(UTCDateText(Date(timeIntervalSince1970: 0)).secondText == "1970-01-01 00:00:00")
    #expect(UTCDateText(Date(timeIntervalSince1970: 1_795_974_727)).secondText == "2026-11-29 17:52:07")
    #expect(UTCDateText(Date(timeIntervalSince1970: 951_782_400)).minuteText == "2000-02-29 00:00")
    #expect(UTCDateText(Date(timeIntervalSince1970: -1)).secondText == "1969-12-31 23:59:59")
    #expect(UTCDateText(Date(timeIntervalSince1970: 4_107_542_399.9)).secondText == "2100-02-28 23:59:59")
    #expect(AppText.clock(Date(timeIntervalSince1970: 1_795_974_727)) == "2026-11-29 17:52:07")
    #expect(AppText.date(Date(timeIntervalSince1970: 1_795_974_727)) == "2026-11-29 17:52")
  }

  /// Every day from 1900 to 2400 (leap centuries included), at a time of day that changes each day.
  @Test func agreesWithTheGregorianCalendarEveryDay() {
    let first = -2_208_988_800  // 1900-01-01
    let last = 13_569_465_600  // 2400-01-01
    var mismatches: [String] = []
    for day in stride(from: first, through: last, by: 86_400) {
      let date = Date(timeIntervalSince1970: TimeInterval(day + (day / 86_400 * 7_919) % 86_400 + 86_400 * 2))
      let expected = Self.reference(date)
      if UTCDateText(date) != expected, mismatches.count < 5 { mismatches.append(expected.secondText) }
    }
    #expect(mismatches.isEmpty)
  }
}
