public import TerminalUI

/// The bytes that turn a frame's links into OSC 8 hyperlinks over text curses has already drawn.
///
/// For each link: save the cursor (`ESC 7`, which also saves the attributes), move to the link's cell
/// (`CSI row;col H`, 1-based), set the cells' style, write the opening sequence, the exact visible text of
/// the cells and the closing sequence, then restore the cursor (`ESC 8`), so curses' idea of where the
/// cursor is stays true. Links to the same address share an `id`, so a label split over rows highlights
/// as one. Links with refused addresses or unusable cells are left out.
public enum LinkPainter {
  /// The bytes for all of `frame`'s links; empty when there are none to write.
  public static func bytes(for frame: TerminalFrame, palette: ColorPalette?) -> String {
    var output = ""
    var ids: [String: Int] = [:]
    for link in frame.links {
      let id = ids[link.url] ?? ids.count + 1
      guard let text = Hyperlink.visibleText(of: link, in: frame.grid),
        let open = Hyperlink.open(url: link.url, id: id)
      else { continue }
      ids[link.url] = id
      let column = max(link.column, 0)
      let style = frame.grid[column, link.row].style
      output += "\u{1B}7\u{1B}[\(link.row + 1);\(column + 1)H"
      output += SelectGraphicRendition.sequence(for: style, palette: palette)
      output += open + text + Hyperlink.close + "\u{1B}[0m\u{1B}8"
    }
    return output
  }
}
