/// What `storefront render --format` writes: the frame as text, as an SVG image, or as an HTML page.
enum RenderFormat: String, CaseIterable {
  /// The screen's text (and with `--styles` its style mask): the default.
  case text
  /// A standalone SVG image of the frame, colours and styles included.
  case svg
  /// A standalone HTML page with the SVG inline (and the rule results when highlighted).
  case html

  /// `--format FORMAT`, text when not given.
  static func parse(_ parsed: ParsedArguments) throws(UsageError) -> RenderFormat {
    guard let text = parsed.options["format"] else { return .text }
    guard let format = RenderFormat(rawValue: text) else {
      let known = allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError("--format \"\(text)\" is not one of: \(known)")
    }
    return format
  }
}
