/// The `index.html` of a review pack: every screen with its title, what the reviewer does, the image
/// (the pack's SVG file, outlined where a rule fails) and the rule results.
public enum ReviewPackPage {
  /// The page of `pack`, its images named by ``ReviewPack/imageName(_:_:)`` and sized as `writer` draws them.
  public static func html(_ pack: ReviewPack, writer: SVGFrameWriter = SVGFrameWriter()) -> String {
    let title = "App Review walkthrough: \(pack.appName), paywall \(pack.paywallID)"
    var body = "<h1>\(XMLText.escaped(title))</h1>\n"
    body += "<p class=\"meta\">Storefront \(XMLText.escaped(pack.storefrontID)) · language "
    body += "\(XMLText.escaped(pack.language.identifier)) · terminal \(pack.size)</p>\n"
    body += "<p>Each screen is drawn as the terminal app draws it. The regions a failing rule names are outlined"
    body += " and labelled with the rule's id; every rule's result follows the screen.</p>\n"
    body += "<ol class=\"steps\">\n"
    for screen in pack.screens {
      body += "<li><a href=\"#\(screen.step.rawValue)\">\(XMLText.escaped(screen.step.title))</a>: "
      body += "\(XMLText.escaped(RuleResultsHTML.summary(screen.report)))</li>\n"
    }
    body += "</ol>\n"
    for (index, screen) in pack.screens.enumerated() {
      body += "<section id=\"\(screen.step.rawValue)\">\n"
      body += "<h2>\(index + 1). \(XMLText.escaped(screen.step.title))</h2>\n"
      body += "<p class=\"action\"><strong>What the reviewer does:</strong> \(XMLText.escaped(screen.action))</p>\n"
      let (width, height) = writer.size(of: screen.grid, highlights: screen.highlights)
      body += "<figure class=\"frame\"><img src=\"\(ReviewPack.imageName(index, screen.step))\""
      body += " width=\"\(width)\" height=\"\(height)\""
      body += " alt=\"\(XMLText.escaped(screen.step.title)): the screen as the terminal shows it\"/></figure>\n"
      body += RuleResultsHTML.html(screen.report)
      body += "</section>\n"
    }
    return EvidencePage.document(title: title, body: body)
  }
}
