public import Paywall

/// A region of a frame to outline, and the label that says why (the ids of the rules it breaks).
public struct FrameHighlight: Sendable, Equatable {
  /// The cells to outline.
  public var rect: Rect
  /// The words next to the outline, e.g. "AR-04 AR-15".
  public var label: String

  /// A highlight of `rect` labelled `label`.
  public init(rect: Rect, label: String) {
    self.rect = rect
    self.label = label
  }

  /// One highlight per region a failed rule of `report` names (`RuleResult.offending`), in the order the
  /// rules first name them; a region several rules name is outlined once, labelled with every id.
  /// Without a failure there is nothing to outline.
  public static func failures(of report: ReviewReport) -> [FrameHighlight] {
    var highlights: [FrameHighlight] = []
    for result in report.failures {
      for element in result.offending {
        let rect = Rect(column: element.column, row: element.row, width: element.width, height: element.height)
        guard !rect.isEmpty else { continue }
        if let known = highlights.firstIndex(where: { $0.rect == rect }) {
          if !highlights[known].label.split(separator: " ").contains(Substring(result.ruleID)) {
            highlights[known].label += " " + result.ruleID
          }
        } else {
          highlights.append(FrameHighlight(rect: rect, label: result.ruleID))
        }
      }
    }
    return highlights
  }
}
