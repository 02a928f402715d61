import Paywall
import Testing

/// Prominence in a terminal: attributes first, then position (paywall-rules.md §3).
struct ProminenceTests {
  @Test func attributesOutrankPosition() {
    let bold = ElementSnapshot(
      role: .billedPrice, text: "$59.99", row: 10, column: 40, width: 6, style: .init(bold: true))
    let plain = ElementSnapshot(role: .derivedPrice, text: "$4.99/mo", row: 2, column: 0, width: 8)
    let reverse = ElementSnapshot(
      role: .trialTerms, text: "FREE", row: 12, column: 60, width: 4, style: .init(reverse: true))
    let dim = ElementSnapshot(role: .derivedPrice, text: "x", row: 0, column: 0, width: 1, style: .init(dim: true))
    #expect(bold.prominence > plain.prominence)
    #expect(reverse.prominence > bold.prominence)
    #expect(plain.prominence > dim.prominence)
  }

  @Test func amongEqualAttributesHigherThenLeftWins() {
    let higher = ElementSnapshot(role: .billedPrice, text: "a", row: 3, column: 50, width: 1)
    let lower = ElementSnapshot(role: .derivedPrice, text: "b", row: 4, column: 0, width: 1)
    let left = ElementSnapshot(role: .derivedPrice, text: "c", row: 3, column: 10, width: 1)
    #expect(higher.prominence > lower.prominence)
    #expect(left.prominence > higher.prominence)
  }
}
