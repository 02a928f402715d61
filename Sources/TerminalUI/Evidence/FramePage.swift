public import Paywall

/// The page `storefront render --format html` writes: the frame's SVG inline and, when the frame is
/// highlighted, every rule result under it.
public enum FramePage {
  /// A page titled `title` showing `grid` through `writer`; with a `report`, its failing regions outlined
  /// and its results listed.
  public static func html(
    _ grid: CellGrid, title: String, report: ReviewReport?, writer: SVGFrameWriter = SVGFrameWriter()
  ) -> String {
    let highlights = report.map(FrameHighlight.failures(of:)) ?? []
    var body = "<h1>\(XMLText.escaped(title))</h1>\n"
    body += "<div class=\"frame\">\n" + writer.svg(grid, highlights: highlights, title: title) + "</div>\n"
    if let report {
      if !highlights.isEmpty {
        body += "<p class=\"meta\">Outlined: the regions each failing rule names, labelled with its id.</p>\n"
      }
      body += RuleResultsHTML.html(report)
    }
    return EvidencePage.document(title: title, body: body)
  }
}
