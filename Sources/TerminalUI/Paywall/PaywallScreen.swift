public import Paywall
import Catalog
import FoundationEssentials
public import ScreenGeometry

/// Draws a paywall into a cell grid: pure, the same model, state and size give the same frame.
///
/// The content is one column, at most `maxContentWidth` cells wide and centred, so it reads the same
/// from 60x20 to 200x60. When rows run short, rows are given up in the order of `LayoutLine.Rank`
/// and the auto-renewal disclosure is shortened (ending in "…"); below `minimumSize` the frame only
/// says how big the terminal must be. Right-to-left languages are mirrored: rows start at the right
/// edge and prices sit on the left. Text is written in visual order (``BidiMode/visual``, the default)
/// or logical order for a terminal that reorders (``BidiMode/terminal``); the snapshot's rows are the
/// logical text either way, and its elements' places are the cells drawn.
public enum PaywallScreen {
  /// The smallest terminal the paywall is laid out for.
  public static let minimumSize = ScreenSize(columns: 60, rows: 20)
  /// The widest the content column gets.
  public static let maxContentWidth = 96

  /// The frame of `model` in `state` on a terminal of `size`, its text in the order `bidi` asks for.
  public static func render(
    _ model: PaywallModel, state: PaywallViewState, size: ScreenSize, bidi: BidiMode = .visual
  ) -> PaywallFrame {
    render(model, state: state, size: size, reservingBottomRows: 0, bidi: bidi)
  }

  /// The frame of `model` in `state` on a terminal of `size`, leaving the last `reservedRows` rows blank
  /// (for the app's key footer); the paywall gives up rows as usual to fit above them.
  public static func render(
    _ model: PaywallModel, state: PaywallViewState, size: ScreenSize, reservingBottomRows reservedRows: Int,
    bidi: BidiMode = .visual
  ) -> PaywallFrame {
    let order = bidi.order(rightToLeft: model.isRightToLeft)
    guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else {
      var grid = CellGrid(columns: max(size.columns, 0), rows: max(size.rows, 0), order: order)
      let (elements, rows) = drawTooSmall(model, size: size, into: &grid)
      return PaywallFrame(
        grid: grid, snapshot: snapshot(model, state: state, size: size, rows: rows, elements: elements),
        isTooSmall: true)
    }
    let width = min(size.columns - 2, maxContentWidth)
    let left = (size.columns - width) / 2
    let layout = PaywallLayout(model: model, state: state, width: width)
    let rows = fit(layout.lines(), rows: size.rows - 1 - max(reservedRows, 0), shorterDisclosure: layout.disclosure)
    var painter = LinePainter(
      grid: CellGrid(columns: size.columns, rows: size.rows, order: order), left: left, width: width,
      rightToLeft: model.isRightToLeft)
    for (index, line) in rows.enumerated() { painter.draw(line, row: index + 1) }
    return PaywallFrame(
      grid: painter.grid,
      snapshot: snapshot(model, state: state, size: size, rows: painter.logicalRows, elements: painter.elements),
      isTooSmall: false)
  }

  /// The rows that fit in `rows`: spacers go first, only as many as must (those between plans from
  /// the bottom, then the one after the plans, then the one before them), so one row less moves
  /// little; then the subtitle, extra benefit rows and other billing options, then the disclosure is shortened to three
  /// rows, then plan details go, then notices, then the disclosure shrinks to one row. The disclosure is shortened
  /// by whole sentences (`shorterDisclosure` gives the rows of its longest run of whole sentences in at
  /// most so many rows); only when not even its first sentence fits is it cut, ending in "…". A text
  /// whose later rows are left out is marked cut (``ElementCut/rowLimit``).
  static func fit(
    _ lines: [LayoutLine], rows: Int, shorterDisclosure: (_ maxRows: Int) -> [LayoutLine]? = { _ in nil }
  ) -> [LayoutLine] {
    var lines = lines
    let spacers = lines.indices.filter { lines[$0].rank == .spacer }
    let order =
      spacers.dropFirst().dropLast().reversed() + spacers.suffix(1) + spacers.prefix(spacers.count > 1 ? 1 : 0)
    let dropped = Set(order.prefix(max(0, lines.count - rows)))
    lines = lines.indices.filter { !dropped.contains($0) }.map { lines[$0] }
    for rank in [LayoutLine.Rank.subtitle, .moreBenefits, .billingOption] where lines.count > rows {
      lines.removeAll { $0.rank == rank }
    }
    if lines.count > rows { lines = shortenDisclosure(lines, rows: rows, keeping: 3, shorter: shorterDisclosure) }
    if lines.count > rows { lines.removeAll { $0.rank == .planDetail } }
    if lines.count > rows { lines.removeAll { $0.rank == .notice } }
    if lines.count > rows { lines = shortenDisclosure(lines, rows: rows, keeping: 1, shorter: shorterDisclosure) }
    return markingCutTexts(Array(lines.prefix(rows)), of: lines)
  }

  /// `lines` with the disclosure in fewer rows (down to `keeping`): its longest run of whole sentences that
  /// fits, else its rows dropped from the end, the last kept one ending in "…" and marked cut.
  private static func shortenDisclosure(
    _ lines: [LayoutLine], rows: Int, keeping: Int, shorter: (Int) -> [LayoutLine]?
  ) -> [LayoutLine] {
    let disclosure = lines.indices.filter { lines[$0].isDisclosure }
    let excess = lines.count - rows
    let removable = min(excess, disclosure.count - keeping)
    guard removable > 0, let first = disclosure.first, let last = disclosure.dropLast(removable).last else {
      return lines
    }
    if let whole = shorter(disclosure.count - removable) {
      return Array(lines[..<first]) + whole + lines[first...].filter { !$0.isDisclosure }
    }
    var lines = lines
    let dropped = Set(disclosure.suffix(removable))
    if var span = lines[last].leading.first {
      span.text += "…"
      for index in span.elements.indices {
        span.elements[index].text = span.text
        span.elements[index].cut = .ellipsis
      }
      lines[last].leading = [span]
    }
    return lines.indices.filter { !dropped.contains($0) }.map { lines[$0] }
  }

  /// `kept` (a prefix of `all`) with the first span of every text that wraps onto a row not kept marked
  /// cut by the row limit.
  private static func markingCutTexts(_ kept: [LayoutLine], of all: [LayoutLine]) -> [LayoutLine] {
    guard kept.count < all.count, let lastKept = kept.indices.last else { return kept }
    let continues = all[kept.count].leading.filter(\.continuesAbove).flatMap(\.elements)
    guard !continues.isEmpty else { return kept }
    var kept = kept
    // The text goes on from the last kept row: mark the span that starts it (on that row or above).
    for row in stride(from: lastKept, through: 0, by: -1) {
      for (index, span) in kept[row].leading.enumerated()
      where span.elements.contains(where: { element in
        continues.contains { $0.role == element.role && $0.planID == element.planID }
      }) {
        if !span.continuesAbove {
          for element in kept[row].leading[index].elements.indices {
            kept[row].leading[index].elements[element].cut = .rowLimit
          }
          return kept
        }
      }
    }
    return kept
  }

  /// Draws the request for a bigger terminal; returns its elements and the rows in logical order.
  private static func drawTooSmall(_ model: PaywallModel, size: ScreenSize, into grid: inout CellGrid)
    -> (elements: [ElementSnapshot], rows: [String])
  {
    let text = model.uiText.tooSmall(columns: minimumSize.columns, rows: minimumSize.rows)
    // What it is now, and how to leave, under the request (numbers and the key need no words).
    let lines =
      TextLayout.wrap(text, width: max(size.columns, 1)) + [
        model.uiText.translations(
          .paywallCurrentSize, model.uiText.translations.number(Int64(size.columns)),
          model.uiText.translations.number(Int64(size.rows))),
        model.uiText.translations(.paywallQuitKey),
      ]
    var elements: [ElementSnapshot] = []
    var logical = CellGrid(columns: grid.columns, rows: grid.rows)
    // A right-to-left language written in visual order starts each line at the right edge.
    let fromRight = model.isRightToLeft && grid.order != .logical
    for (index, line) in lines.enumerated() where index < size.rows {
      let column = fromRight ? max(grid.columns - DisplayWidth.of(line), 0) : 0
      let used = grid.put(line, column: column, row: index, style: CellStyle([.bold]))
      logical.put(line, column: column, row: index, style: CellStyle([.bold]))
      elements.append(ElementSnapshot(role: .message, text: line, row: index, column: column, width: used))
    }
    return (elements, (0..<logical.rows).map { logical.rowText($0) })
  }

  private static func snapshot(
    _ model: PaywallModel, state: PaywallViewState, size: ScreenSize, rows: [String], elements: [ElementSnapshot]
  ) -> PaywallSnapshot {
    var close = model.close
    close.visible = close.delaySeconds <= state.elapsedSeconds
    return PaywallSnapshot(
      paywallID: model.paywallID, storefront: model.storefront, language: model.language, screen: size,
      customer: model.customer, plans: model.plans, elements: elements,
      rows: rows,
      termsOfUseURL: model.links.first { $0.meaning == .termsOfUse }?.url,
      privacyPolicyURL: model.links.first { $0.meaning == .privacyPolicy }?.url, close: close)
  }
}
