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
  /// The regions of this frame that failing rules name, to outline.
  public var highlights: [FrameHighlight]

  /// A screen; `highlights` default to the regions of `report`'s failures.
  public init(
    step: ReviewStep, action: String, grid: CellGrid, report: ReviewReport, highlights: [FrameHighlight]? = nil
  ) {
    self.step = step
    self.action = action
    self.grid = grid
    self.report = report
    self.highlights = highlights ?? FrameHighlight.failures(of: report)
  }

  /// The results in one line: "2 fail (1 reject) · 26 pass · 2 n/a".
  public var summary: String { RuleResultsHTML.summary(report) }
}
