/// One transaction's verification and its decoded JWS header and payload, scrolled with the arrows.
enum TransactionScreen {
  /// Draws transaction `id` of `state`.
  static func draw(_ state: AppState, id: UInt64, into grid: inout CellGrid) {
    let title = state.account?.history.first { $0.transactionID == id }?.title ?? ""
    let words = state.words
    AppChrome.drawTitle(words(.screenTransaction, String(id)), hint: title, into: &grid)
    let lines = TransactionText.lines(of: id, in: state.account, words)
    let headings = [words(.screenHeader), words(.screenPayload)]
    let rows = 3..<AppChrome.contentRows(state).upperBound
    let first = min(state.selection(.transaction), max(0, lines.count - rows.count))
    // The decoded JSON after the first heading is code: left to right in a mirrored layout too.
    let codeStart = lines.firstIndex(of: words(.screenHeader)) ?? lines.count
    let mirrored = grid.mirrored
    for (offset, line) in lines.enumerated().dropFirst(first).prefix(rows.count) {
      let style: CellStyle = headings.contains(line) ? .bold : .plain
      grid.mirrored = mirrored && (offset <= codeStart || headings.contains(line))
      grid.put(line, column: 1, row: rows.lowerBound + offset - first, style: style, maxWidth: grid.columns - 2)
    }
    grid.mirrored = mirrored
  }
}
