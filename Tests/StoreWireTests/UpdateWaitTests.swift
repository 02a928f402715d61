import Testing

@testable import StoreWire

/// The bounds of one long poll of the update feed (issue 15).
struct UpdateWaitTests {
  @Test func aWaitIsCutToTheLongestAndNeverNegative() {
    let long = UpdateWait(account: "a", after: 0, waitMilliseconds: 60_000, uptime: { 1_000 })
    #expect(long.deadline == 1_000 + UInt64(UpdateWait.longestWaitMilliseconds) * 1_000_000)
    let negative = UpdateWait(account: "a", after: 0, waitMilliseconds: -5, uptime: { 1_000 })
    #expect(negative.deadline == 1_000)
    #expect(negative.isDue)
  }

  /// A served store's waits share one pace: one catch-up per interval however many devices wait.
  @Test func aSharedPaceAllowsOneCatchUpPerInterval() {
    let pace = CatchUpPace(intervalNanoseconds: 250)
    #expect(pace.claim(at: 1_000))
    #expect(!pace.claim(at: 1_000))  // a second wait in the same pass
    #expect(!pace.claim(at: 1_249))
    #expect(pace.claim(at: 1_250))
    #expect(!pace.claim(at: 1_300))
  }
}
