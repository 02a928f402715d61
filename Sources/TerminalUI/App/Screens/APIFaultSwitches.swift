import Localization

/// The store controls' API fault switches: the keys "1-5", a heading, then each fault with its
/// digit and its state ("1 unreleased app: off"), flowing onto further rows as the width needs.
enum APIFaultSwitches {
  /// The column the switches start at, after the key column.
  static let column = 6

  /// Draws the switches of `on` into the first of `rows`, and on under it as the width needs;
  /// a fault switched on is bold. Returns the rows used (none when `rows` is empty).
  @discardableResult
  static func draw(
    _ on: Set<ServerAPIFault>, rows: Range<Int>, _ words: Translations, into grid: inout CellGrid
  ) -> Int {
    guard let first = rows.first else { return 0 }
    let end = grid.columns - 1
    grid.put(KeyBindings.faultKeys, column: 1, row: first, style: .bold)
    var row = first
    var next = column + grid.put(words(.screenAPIFaults), column: column, row: row, maxWidth: end - column)
    for fault in ServerAPIFault.allCases {
      let state = words(on.contains(fault) ? .screenOn : .screenOff)
      let text = words(.screenAPIFaultSwitch, words(AppText.faultName(fault)), state)
      let width = DisplayWidth.of(fault.digit) + 1 + DisplayWidth.of(text)
      if next + 2 + width > end {
        guard rows.contains(row + 1) else { break }
        row += 1
        next = column
      } else {
        next += 2
      }
      next += grid.put(fault.digit, column: next, row: row, style: .bold) + 1
      next += grid.put(text, column: next, row: row, style: on.contains(fault) ? .bold : .plain, maxWidth: end - next)
    }
    return row - first + 1
  }
}
