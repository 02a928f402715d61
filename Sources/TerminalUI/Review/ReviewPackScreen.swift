public import Paywall

/// One screen of the review pack: the step, what the reviewer does, the frame and its rule results.
public struct ReviewPackScreen: Sendable {
  /// The step it shows.
  public var step: ReviewStep
  /// What the reviewer does to reach it, in a sentence.
  public var action: String
  /// The cells, as the terminal shows them.
  public var grid: CellGrid
  /// Every rule's result on the paywall in the frame.
  public var report: ReviewReport

  /// A screen.
  public init(step: ReviewStep, action: String, grid: CellGrid, report: ReviewReport) {
    self.step = step
    self.action = action
    self.grid = grid
    self.report = report
  }

  /// The regions of the failing rules, to outline.
  public var highlights: [FrameHighlight] { FrameHighlight.failures(of: report) }

  /// The results in one line: "2 fail (1 reject) · 26 pass · 2 n/a".
  public var summary: String { RuleResultsHTML.summary(report) }
}
