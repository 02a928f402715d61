import Catalog
import FoundationEssentials
import Paywall

/// A run of text on one paywall line, and what the review rules should know about it.
struct LayoutSpan: Sendable {
  /// The words, as drawn.
  var text: String {
    didSet { width = DisplayWidth.of(text) }
  }
  /// The span's width in cells (measured once per text: the layout asks for it again and again).
  private(set) var width: Int
  /// How they are drawn.
  var style: CellStyle
  /// The elements the span is (usually one, none for decoration), with role and meaning; their
  /// place is filled in when drawn.
  var elements: [ElementSnapshot]
  /// Cells before the span when it follows another on the row.
  var gapBefore: Int = 2
  /// Whether this span continues the element of the same role on the line above (a wrapped text).
  var continuesAbove: Bool = false

  /// A span of `text` in `style`, the element `element` if it is one.
  init(_ text: String, _ style: CellStyle = .plain, elements: [ElementSnapshot] = [], continuesAbove: Bool = false) {
    self.text = text
    self.width = DisplayWidth.of(text)
    self.style = style
    self.elements = elements
    self.continuesAbove = continuesAbove
  }

  /// A span that is the element `role` (of `plan`, with `meaning`, `value`, `unit`, `url`, `key`).
  static func element(
    _ text: String, _ style: CellStyle, role: ElementRole, plan: String? = nil, meaning: ElementMeaning? = nil,
    value: Decimal? = nil, unit: Period.Unit? = nil, url: String? = nil, key: String? = nil,
    continuesAbove: Bool = false
  ) -> LayoutSpan {
    let element = ElementSnapshot(
      planID: plan, role: role, text: text, row: 0, column: 0, width: 0, style: style.elementStyle, value: value,
      unit: unit, url: url, key: key, osc8: url != nil, meaning: meaning)
    return LayoutSpan(text, style, elements: [element], continuesAbove: continuesAbove)
  }

  /// The span with `cells` before it on its row.
  func after(_ cells: Int) -> LayoutSpan {
    var span = self
    span.gapBefore = cells
    return span
  }
}

extension CellStyle {
  /// The attributes the review rules rank prominence by.
  var elementStyle: ElementStyle {
    ElementStyle(
      bold: attributes.contains(.bold), dim: attributes.contains(.dim), reverse: attributes.contains(.reverse),
      underline: attributes.contains(.underline))
  }
}
