import Testing

@testable import Paywall

/// `ElementSnapshot` keeps its fields in a shared box: it must still behave as a value.
struct ElementSnapshotValueTests {
  static let price = ElementSnapshot(
    planID: "pro.yearly", role: .billedPrice, text: "$59.99/year", row: 3, column: 2, width: 11, value: 59.99,
    unit: .year)

  @Test func changingACopyLeavesTheOriginalAlone() {
    let original = Self.price
    var copy = original
    #expect(copy == original)
    copy.text = "$5.99/month"
    copy.row = 9
    copy.cut = .ellipsis
    #expect(original.text == "$59.99/year")
    #expect(original.row == 3)
    #expect(original.cut == nil)
    #expect(copy.text == "$5.99/month")
    #expect(copy.row == 9)
    #expect(copy != original)
  }

  @Test func equalFieldsAreEqualWhicheverBoxHoldsThem() {
    var rebuilt = ElementSnapshot(
      planID: "pro.yearly", role: .billedPrice, text: "$59.99/year", row: 3, column: 2, width: 11, value: 59.99,
      unit: .year)
    #expect(rebuilt == Self.price)
    rebuilt.width = 12
    #expect(rebuilt != Self.price)
    rebuilt.width = 11
    #expect(rebuilt == Self.price)
  }

  @Test func theShownElementOfACutTextIsItsOwnValue() {
    var cut = Self.price
    cut.role = .autoRenew
    cut.text = "Renews automatically. Cancel any…"
    cut.cut = .ellipsis
    let shown = cut.shown
    #expect(shown?.text == "Renews automatically.")
    #expect(cut.text == "Renews automatically. Cancel any…")
  }
}
