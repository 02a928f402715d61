import Foundation
import FoundationXML

/// Whether a document is well-formed XML, by Foundation's XML parser (libxml2): the SVG and HTML we
/// write must be, so that strict readers take them.
enum XMLCheck {
  /// Nil when `text` parses as XML, else the parser's complaint with its line.
  static func problem(_ text: String) -> String? {
    let parser = XMLParser(data: Data(text.utf8))
    guard !parser.parse() else { return nil }
    return "line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "not well-formed")"
  }
}
