import Paywall
import TerminalUI
import Testing

/// The `default` paywall as drawn, compared with golden files (record with STOREFRONT_RECORD_SNAPSHOTS=1).
struct PaywallGoldenTests {
  static let places = [("USA", "en"), ("DEU", "de"), ("JPN", "ja"), ("SAU", "ar"), ("IND", "hi")]
  static let sizes = [(80, 24), (60, 20)]

  @Test(arguments: places)
  func screenText(storefront: String, language: String) throws {
    for (columns, rows) in Self.sizes {
      let frame = try PaywallFixture.frame("default", storefront, language, columns: columns, rows: rows)
      assertSnapshot(frame.grid.text, named: "default-\(storefront)-\(language)-\(columns)x\(rows)")
    }
  }

  @Test func styleMasksShowTheBilledPriceBoldAndTheDeceptiveOneDim() throws {
    let honest = try PaywallFixture.frame("default", "USA", "en")
    assertSnapshot(honest.grid.styleMask, named: "default-USA-en-80x24-styles")
    let deceptive = try PaywallFixture.frame("deceptive", "USA", "en")
    assertSnapshot(deceptive.grid.text, named: "deceptive-USA-en-80x24")
    assertSnapshot(deceptive.grid.styleMask, named: "deceptive-USA-en-80x24-styles")
  }

  @Test func aSubscriberSeesTheCurrentPlanAndNoTrial() throws {
    let frame = try PaywallFixture.frame("default", "USA", "en", customer: PaywallFixture.subscriber)
    assertSnapshot(frame.grid.text, named: "default-USA-en-80x24-subscriber")
  }
}
