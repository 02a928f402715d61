import TerminalUI

/// Pads text to a number of terminal columns, for lining up plain-text output.
enum TextPadding {
  /// `text` padded with spaces to `width` columns (by display width), on the right, or on the left when `right`.
  static func padded(_ text: String, to width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    return right ? padding + text : text + padding
  }
}
