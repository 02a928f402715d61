extension CellGrid {
  /// The screen as text: rows joined by "\n", trailing spaces trimmed per row, continuation cells skipped.
  ///
  /// The format of golden files and inline screen expectations (terminal.md §5.1).
  public var text: String {
    (0..<rows).map(rowText).joined(separator: "\n")
  }

  /// The text of one row, with trailing spaces trimmed and continuation cells skipped ("" outside the grid).
  ///
  /// Trimmed like ``text``, so `text == (0..<rows).map(rowText).joined(separator: "\n")`.
  public func rowText(_ row: Int) -> String {
    guard row >= 0, row < rows else { return "" }
    let rowCells = cells[row * columns..<(row + 1) * columns]
    // A blank is told by its one byte (comparing characters normalizes every one that is not ASCII).
    let end =
      rowCells.lastIndex { cell in
        let utf8 = cell.grapheme.utf8
        return cell.isContinuation || utf8.count != 1 || utf8.first != 0x20
      }.map { $0 + 1 } ?? rowCells.startIndex
    // The graphemes' bytes, gathered and made a string once: appending `Character`s one by one costs
    // far more, and a string's bytes are its parts' bytes end to end either way.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(end - rowCells.startIndex)
    for cell in rowCells[..<end] where !cell.isContinuation {
      let utf8 = cell.grapheme.utf8
      if utf8.count == 1, let byte = utf8.first { bytes.append(byte) } else { bytes.append(contentsOf: utf8) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The attributes of every cell as one character each, rows joined by "\n" (not trimmed).
  ///
  /// `.` plain, `R` reverse, `B` bold, `U` underline, `D` dim. A cell with several attributes shows the most
  /// prominent, in the order R > B > U > D. Colours are not shown. A continuation cell repeats its leader's
  /// character, so the mask lines up with the screen column by column.
  public var styleMask: String {
    (0..<rows).map(rowStyleMask).joined(separator: "\n")
  }

  /// The style mask of one row (see ``styleMask``), `columns` characters long ("" outside the grid).
  public func rowStyleMask(_ row: Int) -> String {
    guard row >= 0, row < rows else { return "" }
    var mask = ""
    mask.reserveCapacity(columns)
    var leader: TextAttributes = []
    for cell in cells[row * columns..<(row + 1) * columns] {
      if !cell.isContinuation { leader = cell.style.attributes }
      mask.append(Self.maskCharacter(leader))
    }
    return mask
  }

  /// The style-mask character of a set of attributes: R > B > U > D, else ".".
  static func maskCharacter(_ attributes: TextAttributes) -> Character {
    if attributes.contains(.reverse) { return "R" }
    if attributes.contains(.bold) { return "B" }
    if attributes.contains(.underline) { return "U" }
    if attributes.contains(.dim) { return "D" }
    return "."
  }
}
