import FoundationEssentials

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
    guard !isNaN, scale >= 0 else { return self }
    // `description` writes every digit, never an exponent: "-1234.5678".
    let text = description
    let negative = text.hasPrefix("-")
    let unsigned = negative ? text.dropFirst() : Substring(text)
    let point = unsigned.firstIndex(of: ".") ?? unsigned.endIndex
    let fraction = unsigned[point...].dropFirst()
    guard fraction.count > scale else { return self }
    let dropped = fraction.dropFirst(scale)
    let droppedAnything = dropped.contains { $0 != "0" }
    let awayFromZero =
      switch mode {
      case .down: negative && droppedAnything
      case .up: !negative && droppedAnything
      case .plain: dropped.first.map { $0 >= "5" } ?? false
      }
    let kept = Array(unsigned[..<point].utf8) + Array(fraction.prefix(scale).utf8)
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
      guard let parsed = Decimal(string: String(decoding: kept, as: UTF8.self)) else { return self }
      magnitude = parsed + (awayFromZero ? 1 : 0)
    }
    return Decimal(sign: negative && magnitude != 0 ? .minus : .plus, exponent: -scale, significand: magnitude)
  }

  /// The value as a whole number, its fraction dropped (toward zero); nil when it is not finite or does not fit.
  var wholeNumber: Int? {
    let text = description
    return Int(text[..<(text.firstIndex(of: ".") ?? text.endIndex)])
  }
}
