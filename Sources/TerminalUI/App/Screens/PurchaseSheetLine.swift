import Paywall

/// One line of the purchase sheet: spans drawn one after another, each with the element it shows.
struct PurchaseSheetLine {
  /// A run of text in one style, and what it is to the review rules.
  struct Span {
    var text: String
    var style: CellStyle
    /// The element it draws (its place is filled in when drawn), if the rules care.
    var element: ElementSnapshot?
    /// Cells left blank before it.
    var gapBefore = 0
    /// Whether it continues the element of the line above (a wrapped sentence).
    var continuesAbove = false
  }

  var spans: [Span]
  /// A hint the sheet can do without (which key switches the billing plan): it goes right after the
  /// blank lines when rows run short.
  var isHint = false

  /// An empty line, the first to go when rows run short.
  static let blank = PurchaseSheetLine(spans: [])

  /// Whether the line is empty.
  var isBlank: Bool { spans.isEmpty }

  /// A line of `text` in `style` showing nothing the rules care about.
  static func plain(_ text: String, _ style: CellStyle = .plain) -> PurchaseSheetLine {
    PurchaseSheetLine(spans: [Span(text: text, style: style)])
  }

  /// `text` wrapped to `width`, one element of `role` (and `meaning`, for `plan`) over all its rows.
  static func sentence(
    _ text: String, width: Int, style: CellStyle = .plain, role: ElementRole, meaning: ElementMeaning? = nil,
    plan: String? = nil
  ) -> [PurchaseSheetLine] {
    let element = ElementSnapshot(planID: plan, role: role, text: "", row: 0, column: 0, width: 0, meaning: meaning)
    return TextLayout.wrap(text, width: max(width, 1)).enumerated().map { index, row in
      var shown = element
      shown.text = row
      return PurchaseSheetLine(spans: [Span(text: row, style: style, element: shown, continuesAbove: index > 0)])
    }
  }
}
