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
  public func location(of offset: Int) -> (line: Int, column: Int) {
    let offset = min(max(offset, 0), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    let lineStart = lineStarts[low]
    var column = 1
    var index = lineStart
    while index < offset {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return (low + 1, column)
  }
}
