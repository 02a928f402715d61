/// Rewrites the count a product's name spells ("10 Coins") in the digits of the prices beside it.
///
/// Product names are the catalog's, shown as StoreKit's `displayName`. When a name spells the
/// product's own coin count, that number is the count the card shows beside its price, so it takes
/// the price's numbering system: "١٠ عملات" beside `٣٫٩٩ ر.س.`, "10 عملات" beside `$0.99`. Only a
/// whole run of decimal digits whose value is the count changes, digit for digit; every other
/// character of the name, and any other number in it, is kept.
enum CountInName {
  /// `name` with each run of decimal digits that reads `count` written with `digits` (the ten
  /// digits 0–9 of the target numbering system); `name` itself when `digits` is not ten characters.
  static func rewritten(_ name: String, count: Int64, digits: [Character]) -> String {
    guard digits.count == 10 else { return name }
    var result = ""
    var run: [(character: Character, digit: Int)] = []
    func endRun() {
      if Self.value(of: run.map(\.digit)) == count {
        result.append(contentsOf: run.map { digits[$0.digit] })
      } else {
        result.append(contentsOf: run.map(\.character))
      }
      run.removeAll()
    }
    for character in name {
      if let digit = decimalDigit(character) {
        run.append((character, digit))
      } else {
        endRun()
        result.append(character)
      }
    }
    endRun()
    return result
  }

  /// The value of a character that is one decimal digit in any script (`7`, `٧`, `७`), else nil.
  static func decimalDigit(_ character: Character) -> Int? {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
      scalar.properties.numericType == .decimal, let value = character.wholeNumberValue, (0...9).contains(value)
    else { return nil }
    return value
  }

  /// The number the digits read, or nil for none or more than 18 (no count is that long).
  private static func value(of digits: [Int]) -> Int64? {
    guard !digits.isEmpty, digits.count <= 18 else { return nil }
    return digits.reduce(Int64(0)) { $0 * 10 + Int64($1) }
  }
}
