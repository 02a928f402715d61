public import TerminalUI

/// Builds OSC 8 hyperlink sequences and refuses addresses that could inject terminal escapes.
///
/// `ESC ] 8 ; id=N ; URL ESC \`, the visible text, `ESC ] 8 ; ; ESC \` (egmontkob's OSC 8 spec). Terminals
/// without OSC 8 ignore the sequence and show the text.
public enum Hyperlink {
  /// Whether `url` is safe to put in an OSC 8 sequence: non-empty printable ASCII without `;`.
  ///
  /// This refuses ESC, BEL and every other C0/C1 control, DEL, non-ASCII (percent-encode it first) and `;`,
  /// which separates the sequence's fields.
  public static func isSafe(_ url: String) -> Bool {
    !url.isEmpty && url.utf8.allSatisfy { $0 >= 0x21 && $0 < 0x7F && $0 != UInt8(ascii: ";") }
  }

  /// The opening sequence for `url` with link id `id`, or `nil` if the address is refused.
  public static func open(url: String, id: Int) -> String? {
    guard isSafe(url) else { return nil }
    return "\u{1B}]8;id=\(id);\(url)\u{1B}\\"
  }

  /// The closing sequence.
  public static let close = "\u{1B}]8;;\u{1B}\\"

  /// The exact text of the cells `link` covers in `grid`: leaders' graphemes, continuations skipped.
  ///
  /// The run is clipped to the grid; `nil` when nothing of it is inside, it starts inside a wide glyph,
  /// or it holds a control character.
  public static func visibleText(of link: TerminalLink, in grid: CellGrid) -> String? {
    guard link.row >= 0, link.row < grid.rows, link.width > 0 else { return nil }
    let start = max(link.column, 0)
    let end = min(link.column + link.width, grid.columns)
    guard start < end, !grid[start, link.row].isContinuation else { return nil }
    var text = ""
    for column in start..<end where !grid[column, link.row].isContinuation {
      text.append(grid[column, link.row].grapheme)
    }
    let safe = text.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }
    return safe ? text : nil
  }
}
