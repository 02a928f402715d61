/// Maps byte offsets of a source file to 1-based line and column numbers.
///
/// Columns count Unicode scalars from the start of the line, so a column is the same in
/// any editor that counts characters. The line index is built once, on first use.
public struct SourceText: Sendable {
  private let bytes: [UInt8]
  private let lineStarts: [Int]

  /// Indexes `bytes` (the file content after any byte order mark was removed).
  public init(bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == 0x0A {
      starts.append(index + 1)
    }
    lineStarts = starts
  }

  /// The line and column of `offset`; offsets past the end map to the end of the file.
  ///
  /// This counts the characters from the start of the line; for many offsets on one long
  /// line use `locations(of:)`.
  public func location(of offset: Int) -> (line: Int, column: Int) {
    let offset = min(max(offset, 0), bytes.count)
    let line = lineIndex(of: offset)
    return (line + 1, column(of: offset, from: lineStarts[line], atColumn: 1))
  }

  /// The line and column of each of `offsets`, in the same order, found in one pass over the
  /// text: the cost is the length of the text up to the last offset, however many offsets share a line.
  public func locations(of offsets: [Int]) -> [(line: Int, column: Int)] {
    let clamped = offsets.map { min(max($0, 0), bytes.count) }
    let order = clamped.indices.sorted { clamped[$0] < clamped[$1] }
    var result = [(line: Int, column: Int)](repeating: (1, 1), count: offsets.count)
    // The last offset placed, with its line index and column, to count on from.
    var previous: (offset: Int, line: Int, column: Int)?
    for index in order {
      let offset = clamped[index]
      let line = lineIndex(of: offset)
      let column: Int
      if let previous, previous.line == line {
        column = self.column(of: offset, from: previous.offset, atColumn: previous.column)
      } else {
        column = self.column(of: offset, from: lineStarts[line], atColumn: 1)
      }
      previous = (offset, line, column)
      result[index] = (line + 1, column)
    }
    return result
  }

  /// The index in `lineStarts` of the line holding `offset`.
  private func lineIndex(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The column of `offset`, counting characters on from `start`, which is at column `startColumn`.
  private func column(of offset: Int, from start: Int, atColumn startColumn: Int) -> Int {
    var column = startColumn
    var index = start
    while index < offset {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return column
  }
}
