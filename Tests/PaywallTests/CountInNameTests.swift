import Testing

@testable import Paywall

/// Only the count itself is rewritten, digit for digit.
struct CountInNameTests {
  static let arabic: [Character] = Array("٠١٢٣٤٥٦٧٨٩")
  static let latin: [Character] = Array("0123456789")

  @Test func theCountIsRewrittenAndNothingElse() {
    #expect(CountInName.rewritten("10 Coins", count: 10, digits: Self.arabic) == "١٠ Coins")
    #expect(CountInName.rewritten("١٠ عملات", count: 10, digits: Self.latin) == "10 عملات")
    #expect(CountInName.rewritten("Pack 2: 10 Coins", count: 10, digits: Self.arabic) == "Pack 2: ١٠ Coins")
    #expect(CountInName.rewritten("100 Coins", count: 10, digits: Self.arabic) == "100 Coins")
    #expect(CountInName.rewritten("1,000 Coins", count: 1000, digits: Self.arabic) == "1,000 Coins")
    #expect(CountInName.rewritten("Coins", count: 10, digits: Self.arabic) == "Coins")
    #expect(CountInName.rewritten("10 Coins", count: 10, digits: []) == "10 Coins")
    #expect(CountInName.rewritten("99999999999999999999 Coins", count: 10, digits: Self.arabic).hasPrefix("9999"))
  }
}
