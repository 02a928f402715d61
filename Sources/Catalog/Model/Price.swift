public import FoundationEssentials

/// An exact amount of money in integer milliunits (1/1000 of the currency's major unit).
///
/// Milliunits are what signed transactions carry in `price` (2.99 → 2990). They hold every
/// currency's minor digits exactly (three at most), so no floating point is ever involved.
public struct Price: Sendable, Hashable, Comparable {
  /// The amount in milliunits.
  public var milliunits: Int64

  /// Creates a price from milliunits.
  public init(milliunits: Int64) { self.milliunits = milliunits }

  /// The amount as an exact `Decimal` in major units (2990 → 2.99).
  ///
  /// Built from its digits and exponent with the trailing zeros dropped, which is the very value (and
  /// representation) `Decimal(milliunits) / 1000` gives, without `Decimal`'s long division.
  public var decimal: Decimal {
    var magnitude = milliunits.magnitude
    var exponent = -3
    while exponent < 0, magnitude != 0, magnitude % 10 == 0 {
      magnitude /= 10
      exponent += 1
    }
    if magnitude == 0 { exponent = 0 }
    return Decimal(sign: milliunits < 0 ? .minus : .plus, exponent: exponent, significand: Decimal(magnitude))
  }

  /// The amount as a decimal string with exactly `minorDigits` digits after the point (`2.99`, `450`).
  public func text(minorDigits: Int) -> String {
    let negative = milliunits < 0
    let magnitude = milliunits.magnitude
    let whole = magnitude / 1000
    var text = (negative ? "-" : "") + String(whole)
    if minorDigits > 0 {
      let fraction = magnitude % 1000
      let padded = String(fraction + 1000).dropFirst()  // three digits
      text += "." + padded.prefix(minorDigits)
    }
    return text
  }

  /// Whether the amount is zero.
  public var isZero: Bool { milliunits == 0 }

  public static func < (lhs: Price, rhs: Price) -> Bool { lhs.milliunits < rhs.milliunits }
}
