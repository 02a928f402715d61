import Paywall
import TerminalUI
import Testing

/// Frames as SVG, compared with golden files (`__Snapshots__/*.svg`; record with STOREFRONT_RECORD_SNAPSHOTS=1
/// and look at them rendered before committing).
struct SVGGoldenTests {
  @Test func theDefaultPaywallInEnglish() throws {
    let frame = try PaywallFixture.frame("default", "USA", "en")
    assertSnapshot(
      SVGFrameWriter().document(frame.grid, title: "default · USA · en · 80x24 · new"),
      named: "default-USA-en-80x24", fileExtension: "svg")
  }

  @Test func theDeceptivePaywallWithItsFailingRulesOutlined() throws {
    let frame = try PaywallFixture.frame("deceptive", "USA", "en")
    let highlights = FrameHighlight.failures(of: ReviewRules.check(frame.snapshot))
    assertSnapshot(
      SVGFrameWriter().document(frame.grid, highlights: highlights, title: "deceptive · USA · en · 80x24 · new"),
      named: "deceptive-USA-en-80x24-highlight", fileExtension: "svg")
  }
}
