/// A terminal size in cells: what the terminal backend reports, the screens are drawn for and the
/// review rules read a frame at. Its own module so that the terminal backend needs neither the
/// paywall nor its rules to say how big the screen is.
public struct ScreenSize: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// The width in cells.
  public var columns: Int
  /// The height in cells.
  public var rows: Int

  /// A size of `columns` by `rows`.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// "80x24".
  public var description: String { "\(columns)x\(rows)" }
}
