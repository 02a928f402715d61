internal import StrictJSON
/// Parses prices written as decimal strings ("2.99") into exact milliunits.
public enum PriceRules {
  /// The largest price accepted, in major units.
  public static let maximumMajorUnits: Int64 = 10_000_000_000

  /// The price in `text` for a currency with `minorDigits` decimals, or why it is not one.
  public static func parse(_ text: String, minorDigits: Int, currency: String) -> Result<Price, PriceProblem> {
    var contiguous = text
    return contiguous.withUTF8 { parse(bytes: $0, text: text, minorDigits: minorDigits, currency: currency) }
  }

  /// `parse(_:minorDigits:currency:)` on the UTF-8 bytes of `text`.
  static func parse(
    bytes: UnsafeBufferPointer<UInt8>, text: @autoclosure () -> String, minorDigits: Int, currency: String
  ) -> Result<Price, PriceProblem> {
    if bytes.isEmpty { return .failure(PriceProblem("price is empty; write it like \"2.99\"")) }
    if bytes[0] == UInt8(ascii: "-") {
      return .failure(PriceProblem("price \(MessageText.quoted(text())) is negative"))
    }
    var whole: Int64 = 0
    var index = 0
    var wholeDigits = 0
    while index < bytes.count, isDigit(bytes[index]) {
      wholeDigits += 1
      if wholeDigits > 12 { return .failure(tooLarge(text())) }
      whole = whole * 10 + Int64(bytes[index] - 0x30)
      index += 1
    }
    var fraction: Int64 = 0
    var fractionDigits = 0
    if wholeDigits > 0, index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < bytes.count, isDigit(bytes[index]) {
        fractionDigits += 1
        if fractionDigits <= 3 { fraction = fraction * 10 + Int64(bytes[index] - 0x30) }
        index += 1
      }
      if fractionDigits == 0 { return .failure(notDecimal(text())) }
    }
    guard wholeDigits > 0, index == bytes.count else {
      if bytes.contains(UInt8(ascii: ",")) && !bytes.contains(UInt8(ascii: ".")) {
        return .failure(
          PriceProblem(
            "price \(MessageText.quoted(text())) uses ',' as decimal separator; write it with '.', like \"2.99\""))
      }
      return .failure(notDecimal(text()))
    }
    if wholeDigits > 1 && bytes[0] == UInt8(ascii: "0") {
      return .failure(PriceProblem("price \(MessageText.quoted(text())) has a leading zero"))
    }
    if fractionDigits > minorDigits {
      let places =
        minorDigits == 0 ? "no decimal places" : minorDigits == 1 ? "1 decimal place" : "\(minorDigits) decimal places"
      return .failure(
        PriceProblem(
          "price \(MessageText.quoted(text())) has \(fractionDigits == 1 ? "1 decimal place" : "\(fractionDigits) decimal places"); \(currency) has \(places)"
        ))
    }
    if whole > maximumMajorUnits || (whole == maximumMajorUnits && fraction > 0) { return .failure(tooLarge(text())) }
    var scaled = fraction
    for _ in fractionDigits..<3 { scaled *= 10 }
    return .success(Price(milliunits: whole * 1000 + scaled))
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  private static func notDecimal(_ text: String) -> PriceProblem {
    PriceProblem(
      "price \(MessageText.quoted(text)) is not a decimal string like \"2.99\" (digits, then optionally '.' and digits)"
    )
  }

  private static func tooLarge(_ text: String) -> PriceProblem {
    PriceProblem("price \(MessageText.quoted(text)) is too large; the limit is \(maximumMajorUnits)")
  }
}

/// Why a price text was rejected.
public struct PriceProblem: Error, Sendable, Equatable {
  /// The message.
  public var message: String

  init(_ message: String) { self.message = message }
}
