import FoundationEssentials
internal import Storefront

/// How `Decimal.rounded(_:_:)` treats the digits it drops.
enum DecimalRounding: CaseIterable {
  /// Toward negative infinity (`NSRoundDown`): 1.29 → 1.2, −1.21 → −1.3.
  case down
  /// Toward positive infinity (`NSRoundUp`): 1.21 → 1.3, −1.29 → −1.2.
  case up
  /// To the nearest, a half away from zero (`NSRoundPlain`): 1.25 → 1.3, −1.25 → −1.3.
  case plain
}

extension Decimal {
  /// Rounded to `scale` (0 or more) fraction digits in `mode`, exactly: the work is done on the
  /// value's decimal digits, as `NSDecimalRound` does.
  func rounded(_ scale: Int, _ mode: DecimalRounding) -> Decimal {
    DecimalDigits(self)?.rounded(scale, mode) ?? self
  }

  /// The value as a whole number, its fraction dropped (toward zero); nil when it is not finite or does not fit.
  var wholeNumber: Int? {
    let text = description
    return Int(text[..<(text.firstIndex(of: ".") ?? text.endIndex)])
  }
}

/// A decimal's digits as written out once, to be rounded at several scales and in several modes
/// without writing the value out again (writing a 38-digit quotient is the costly part).
struct DecimalDigits {
  /// The value itself.
  let value: Decimal
  let negative: Bool
  /// The digits before the point, as ASCII.
  let whole: [UInt8]
  /// The digits after the point, as ASCII.
  let fraction: [UInt8]

  /// The digits of `value`; nil when it is not a number.
  init?(_ value: Decimal) {
    guard !value.isNaN else { return nil }
    self.value = value
    let written = Self.written.value(ExactDecimal(value)) { Written(value) }
    negative = written.negative
    whole = written.whole
    fraction = written.fraction
  }

  /// A value's digits as `description` writes them.
  private struct Written: Sendable {
    var negative: Bool
    var whole: [UInt8]
    var fraction: [UInt8]

    /// The digits `value.description` writes: every digit, never an exponent ("-1234.5678").
    init(_ value: Decimal) {
      let text = Array(value.description.utf8)
      negative = text.first == UInt8(ascii: "-")
      let unsigned = negative ? text[1...] : text[...]
      let point = unsigned.firstIndex(of: UInt8(ascii: ".")) ?? unsigned.endIndex
      whole = Array(unsigned[..<point])
      fraction = Array(unsigned[point...].dropFirst())
    }
  }

  /// Values recur across models and frames (each plan's price over each period), and writing out a
  /// 38-digit quotient is costly, so each value's digits are remembered process-wide, keyed by its
  /// representation: `description` writes 1.5 and 1.50 apart, though they are equal.
  private static let written = MemoTable<ExactDecimal, Written>(limit: 4096, overflow: .startOver)

  /// The value rounded to `scale` (0 or more) fraction digits in `mode` (see `Decimal.rounded(_:_:)`).
  func rounded(_ scale: Int, _ mode: DecimalRounding) -> Decimal {
    guard scale >= 0, fraction.count > scale else { return value }
    let dropped = fraction.dropFirst(scale)
    let droppedAnything = dropped.contains { $0 != UInt8(ascii: "0") }
    let awayFromZero =
      switch mode {
      case .down: negative && droppedAnything
      case .up: !negative && droppedAnything
      case .plain: dropped.first.map { $0 >= UInt8(ascii: "5") } ?? false
      }
    let kept = whole + fraction.prefix(scale)
    var magnitude: Decimal
    if kept.count <= 18 {
      // Most prices: the kept digits fit a 64-bit integer, read without parsing text.
      var digits: UInt64 = awayFromZero ? 1 : 0
      var power: UInt64 = 1
      for digit in kept.reversed() {
        digits += UInt64(digit &- 0x30) * power
        power &*= 10
      }
      magnitude = Decimal(digits)
    } else {
      guard let parsed = Decimal(string: String(decoding: kept, as: UTF8.self)) else { return value }
      magnitude = parsed + (awayFromZero ? 1 : 0)
    }
    return Decimal(sign: negative && magnitude != 0 ? .minus : .plus, exponent: -scale, significand: magnitude)
  }
}
