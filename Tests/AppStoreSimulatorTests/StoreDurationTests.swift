import AppStoreSimulator
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
    "", "7", "d", "-1d", "+1d", "1.5d", "7x", "P", "PT", "P1M", "P1Y", "PT1D", "P1H", "P7", "7 d", "P1D2",
  ])
  func rejects(text: String) {
    #expect(StoreDuration.milliseconds(text) == nil)
  }
}
