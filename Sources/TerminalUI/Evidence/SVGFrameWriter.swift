/// Draws a ``CellGrid`` as an SVG image, as the terminal shows it, with outlined regions on top.
///
/// Every cell is `cellWidth` × `cellHeight` pixels; a wide (East Asian) glyph takes its two cells. Cells
/// are drawn in the grid's order, left to right, so right-to-left text shows in the order the text output
/// has (visual or logical, per `--bidi`). Background colours are rectangles, one per run of cells of one
/// colour; glyphs are one `<text>` per run of cells of one style, each glyph a `<tspan>` at its own cell,
/// so columns line up whatever font the viewer picks; underlines are lines under their cells. Outlines
/// sit on the cells' edges; their labels go in a margin right of the grid, on the outline's first row. Colours come
/// from a ``FramePalette`` (reverse and dim applied), bold is a bold font. Every text is escaped for XML
/// (``XMLText``). The same grid and highlights always give the same bytes.
public struct SVGFrameWriter: Sendable {
  /// The colours.
  public var palette: FramePalette
  /// A cell's width in pixels.
  public var cellWidth: Int
  /// A cell's height in pixels.
  public var cellHeight: Int
  /// The glyphs' font size in pixels.
  public var fontSize: Int
  /// The colour of outlines and their labels.
  public var highlightColor: RGBColor

  /// The fonts asked for, the first the viewer has winning.
  public static let fontFamily = "DejaVu Sans Mono, Menlo, Consolas, Liberation Mono, monospace"

  /// A writer of 10 × 20 pixel cells, 16-pixel glyphs, orange outlines.
  public init(
    palette: FramePalette = .standard, cellWidth: Int = 10, cellHeight: Int = 20, fontSize: Int = 16,
    highlightColor: RGBColor = RGBColor(hex: 0xFF8C00)
  ) {
    self.palette = palette
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
    self.fontSize = fontSize
    self.highlightColor = highlightColor
  }

  /// A standalone SVG file: the XML declaration, then ``svg(_:highlights:title:)``.
  public func document(_ grid: CellGrid, highlights: [FrameHighlight] = [], title: String? = nil) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg(grid, highlights: highlights, title: title)
  }

  /// The image's size in pixels: the grid's cells, and the label margin when an outline has a label.
  public func size(of grid: CellGrid, highlights: [FrameHighlight] = []) -> (width: Int, height: Int) {
    (grid.columns * cellWidth + marginWidth(labelLines(highlights, in: grid)), grid.rows * cellHeight)
  }

  /// The `<svg>` element of `grid` with `highlights` outlined, for a file or inline in HTML.
  public func svg(_ grid: CellGrid, highlights: [FrameHighlight] = [], title: String? = nil) -> String {
    let lines = labelLines(highlights, in: grid)
    let gridWidth = grid.columns * cellWidth
    let (width, height) = size(of: grid, highlights: highlights)
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    out += " viewBox=\"0 0 \(width) \(height)\" font-family=\"\(Self.fontFamily)\" font-size=\"\(fontSize)\">\n"
    if let title { out += "<title>\(XMLText.escaped(title))</title>\n" }
    out += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(palette.defaultBackground)\"/>\n"
    out += group("backgrounds", (0..<grid.rows).flatMap { backgrounds(grid, row: $0) })
    out += group("text", (0..<grid.rows).flatMap { texts(grid, row: $0) })
    out += group("underlines", (0..<grid.rows).flatMap { underlines(grid, row: $0) })
    out += outlines(highlights, in: grid)
    out += labels(lines, left: gridWidth, width: width - gridWidth, height: height)
    return out + "</svg>\n"
  }

  /// The baseline's distance from the top of a cell.
  var baseline: Int { cellHeight * 3 / 4 }

  /// `lines` inside `<g class="name">`, or nothing when there are none.
  func group(_ name: String, _ lines: [String], attributes: String = "") -> String {
    guard !lines.isEmpty else { return "" }
    return "<g class=\"\(name)\"\(attributes)>\n" + lines.map { $0 + "\n" }.joined() + "</g>\n"
  }

  /// The runs of cells of `row` that share a key (nil: not drawn), as (first column, columns, key).
  private func runs<Key: Equatable>(_ grid: CellGrid, row: Int, key: (Cell) -> Key?) -> [(Int, Int, Key)] {
    var result: [(Int, Int, Key)] = []
    var column = 0
    while column < grid.columns {
      guard let current = key(grid[column, row]) else {
        column += 1
        continue
      }
      var end = column + 1
      while end < grid.columns, key(grid[end, row]) == current { end += 1 }
      result.append((column, end - column, current))
      column = end
    }
    return result
  }

  /// A rectangle per run of cells of one background colour other than the default.
  private func backgrounds(_ grid: CellGrid, row: Int) -> [String] {
    runs(grid, row: row) { cell -> RGBColor? in
      let background = palette.paint(cell.style).background
      return background == palette.defaultBackground ? nil : background
    }.map { column, count, color in
      "<rect x=\"\(column * cellWidth)\" y=\"\(row * cellHeight)\" width=\"\(count * cellWidth)\""
        + " height=\"\(cellHeight)\" fill=\"\(color)\"/>"
    }
  }

  /// A `<text>` per run of cells of one glyph colour and weight, a `<tspan>` per glyph that is not blank.
  private func texts(_ grid: CellGrid, row: Int) -> [String] {
    let y = row * cellHeight + baseline
    return runs(grid, row: row) { cell -> CellPaint? in
      var paint = palette.paint(cell.style)
      paint.background = palette.defaultBackground
      paint.underline = false
      return paint
    }.compactMap { column, count, paint in
      var glyphs = ""
      for index in column..<column + count {
        let cell = grid[index, row]
        guard !cell.isContinuation, !cell.grapheme.unicodeScalars.allSatisfy(\.properties.isWhitespace) else {
          continue
        }
        glyphs += "<tspan x=\"\(index * cellWidth)\">\(XMLText.escaped(String(cell.grapheme)))</tspan>"
      }
      guard !glyphs.isEmpty else { return nil }
      let weight = paint.bold ? " font-weight=\"bold\"" : ""
      return "<text y=\"\(y)\" fill=\"\(paint.foreground)\"\(weight)>\(glyphs)</text>"
    }
  }

  /// A one-pixel line under each run of underlined cells of one glyph colour.
  private func underlines(_ grid: CellGrid, row: Int) -> [String] {
    runs(grid, row: row) { cell -> RGBColor? in
      let paint = palette.paint(cell.style)
      return paint.underline ? paint.foreground : nil
    }.map { column, count, color in
      "<rect x=\"\(column * cellWidth)\" y=\"\(row * cellHeight + baseline + 2)\" width=\"\(count * cellWidth)\""
        + " height=\"1\" fill=\"\(color)\"/>"
    }
  }
}
