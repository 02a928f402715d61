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
}
