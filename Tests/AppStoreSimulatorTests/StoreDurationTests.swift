import AppStoreSimulator
import Catalog
import Testing

/// Command-line durations for advancing the simulated clock.
struct StoreDurationTests {
  @Test(arguments: [
    ("45s", 45_000), ("30m", 1_800_000), ("12h", 43_200_000), ("7d", 604_800_000), ("2w", 1_209_600_000),
    ("0d", 0), ("P7D", 604_800_000), ("PT12H", 43_200_000), ("P2W", 1_209_600_000), ("P1DT6H", 108_000_000),
    ("PT90M", 5_400_000), ("PT1S", 1000),
  ])
  func parses(text: String, milliseconds: Int64) {
    #expect(StoreDuration.milliseconds(text) == milliseconds)
  }

  @Test(arguments: [
    "", "7", "d", "-1d", "+1d", "1.5d", "7x", "P", "PT", "PT1D", "P1H", "P7", "7 d", "P1D2", "1mo2", "mo", "P1D1Y",
    "PT1H1H", "99999999999999999999d",
  ])
  func rejects(text: String) {
    #expect(StoreDuration(text) == nil)
  }

  /// Months and years are calendar ones from the moment they are added to (issue 12: `2mo`, `1y`,
  /// `P2M`, `P1Y` were refused although the README documents them).
  @Test(arguments: [
    ("2mo", StoreDuration(months: 2)), ("1y", StoreDuration(months: 12)), ("P2M", StoreDuration(months: 2)),
    ("P1Y2M3D", StoreDuration(months: 14, milliseconds: 3 * 86_400_000)),
    ("P1MT1M", StoreDuration(months: 1, milliseconds: 60_000)),
  ])
  func parsesCalendarParts(text: String, duration: StoreDuration) {
    #expect(StoreDuration(text) == duration)
    #expect(StoreDuration.milliseconds(text) == nil)
  }

  @Test func aMonthFromTheThirtyFirstOfJanuaryEndsOnTheLastOfFebruary() {
    let january31: Int64 = 1_769_817_600_000  // 2026-01-31T00:00:00Z
    let day: Int64 = 86_400_000
    let february: Int64? = 28 * day
    let year: Int64? = 365 * day
    #expect(StoreDuration(months: 1).milliseconds(from: january31) == february)
    #expect(StoreDuration(months: 12).milliseconds(from: january31) == year)
    #expect(StoreDuration(months: .max).milliseconds(from: january31) == nil)
    #expect(StoreDuration(milliseconds: .max).milliseconds(from: january31) == nil)
  }

  /// The speed the app orders rates by is the pace the clock keeps.
  @Test(arguments: TimeRate.allCases)
  func aRatesMonthlyRenewalTakesWhatItsPaceSays(rate: TimeRate) {
    let pace = TimePace(rate)
    let month: Int64 = 30 * 86_400_000
    let seconds = pace.fixedPeriodMilliseconds.map { $0 / 1000 } ?? month / pace.simulatedMillisecondsPerSecond
    #expect(Int(seconds) == rate.secondsPerMonthlyRenewal)
  }
}
