import FoundationEssentials
import FoundationInternationalization

/// A price-like string found in drawn text: a currency symbol or code next to a number.
struct PriceMatch: Equatable, Sendable {
  /// The matched characters, currency marker included.
  var text: String
  /// The currency marker ("$", "€", "CHF", "ر.س.").
  var marker: String
  /// The amount, when the number parses.
  var value: Decimal?
}

/// Finds prices in any script: Latin or Arabic-Indic digits, symbol before or after (§8.2).
enum PriceScanner {
  static let spacers: Set<Character> = [" ", "\u{00A0}", "\u{202F}", "\u{200F}", "\u{200E}", "\u{061C}"]
  /// Invisible direction marks (RLM, LRM, ALM): format characters that always stand alone as characters.
  static let bidiMarks: Set<Unicode.Scalar> = ["\u{200F}", "\u{200E}", "\u{061C}"]
  static let separators: Set<Character> = [".", ",", "٫", "٬", "'", "’", "\u{00A0}", "\u{202F}"]
  static let suffixWords: Set<String> = ["zł", "kr", "ر.س.", "ر.س", "د.إ.", "د.إ", "Kč", "Ft", "lei", "TL"]

  /// `text` without invisible direction marks, dropped as scalars.
  static func stripped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: bidiMarks.contains) else { return text }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !bidiMarks.contains($0) })
    return String(scalars)
  }

  static func isDigit(_ character: Character) -> Bool {
    character.unicodeScalars.count == 1 && character.unicodeScalars.first?.properties.numericType == .decimal
  }

  static func isCurrencySymbol(_ character: Character) -> Bool {
    character.unicodeScalars.first?.properties.generalCategory == .currencySymbol
  }

  static func isUpperASCII(_ character: Character) -> Bool { character.isASCII && character.isUppercase }

  /// ISO 4217 codes, so "GET 500" is no price but "CHF 9,90" is.
  static let isoCodes = Set(Locale.commonISOCurrencyCodes)

  /// Every price in `text`, parsed with the storefront's `decimalSeparator`.
  static func matches(in text: String, decimalSeparator: Character = ".") -> [PriceMatch] {
    // A text without a decimal-digit scalar has no digit character, hence no price.
    guard text.unicodeScalars.contains(where: { $0.properties.numericType == .decimal }) else { return [] }
    let chars = Array(text)
    var found: [PriceMatch] = []
    var index = 0
    while index < chars.count {
      guard isDigit(chars[index]), index == 0 || !isDigit(chars[index - 1]) else {
        index += 1
        continue
      }
      var end = index
      while end < chars.count,
        isDigit(chars[end]) || (separators.contains(chars[end]) && end + 1 < chars.count && isDigit(chars[end + 1]))
      {
        end += 1
      }
      let number = String(chars[index..<end])
      if let (start, stop, marker) = marker(chars, numberStart: index, numberEnd: end) {
        found.append(
          PriceMatch(
            text: String(chars[start..<stop]), marker: marker,
            value: parse(number, decimalSeparator: decimalSeparator)))
      }
      index = end
    }
    return found
  }

  /// The span of the price around the number `numberStart..<numberEnd`, if a currency marker touches it.
  private static func marker(_ chars: [Character], numberStart: Int, numberEnd: Int) -> (Int, Int, String)? {
    var left = numberStart - 1
    while left >= 0, spacers.contains(chars[left]) { left -= 1 }
    if left >= 0, isCurrencySymbol(chars[left]) {
      var start = left
      while start > 0, isUpperASCII(chars[start - 1]) { start -= 1 }
      return (start, numberEnd, String(chars[start...left]))
    }
    if left >= 2, isoCodes.contains(String(chars[left - 2...left])), left < 3 || !chars[left - 3].isLetter {
      return (left - 2, numberEnd, String(chars[left - 2...left]))
    }
    var right = numberEnd
    while right < chars.count, spacers.contains(chars[right]) { right += 1 }
    guard right < chars.count else { return nil }
    if isCurrencySymbol(chars[right]) { return (numberStart, right + 1, String(chars[right])) }
    var stop = right
    while stop < chars.count, chars[stop].isLetter || chars[stop] == "." { stop += 1 }
    let word = String(chars[right..<stop])
    let trimmed = word.hasSuffix(".") && !suffixWords.contains(word) ? String(word.dropLast()) : word
    if suffixWords.contains(trimmed) || isoCodes.contains(trimmed) {
      return (numberStart, right + trimmed.count, trimmed)
    }
    return nil
  }

  /// The amount of a number such as "59,99", "9,800", "٢٢٤٫٩٩" or "1 234,50".
  static func parse(_ number: String, decimalSeparator: Character) -> Decimal? {
    let chars = Array(number)
    let lastSeparator = chars.lastIndex { $0 == "." || $0 == "," || $0 == "٫" }
    var integer = ""
    var fraction = ""
    var decimalAt: Int?
    if let last = lastSeparator {
      let after = chars.count - last - 1
      if chars[last] == "٫" || chars[last] == decimalSeparator || after == 1 || after == 2 { decimalAt = last }
    }
    for (offset, character) in chars.enumerated() {
      guard let digit = character.wholeNumberValue, isDigit(character) else { continue }
      if let decimalAt, offset > decimalAt { fraction += String(digit) } else { integer += String(digit) }
    }
    return Decimal(string: fraction.isEmpty ? integer : integer + "." + fraction, locale: Locale(identifier: "en_US"))
  }
}
