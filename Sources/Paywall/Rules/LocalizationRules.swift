import Catalog
import FoundationEssentials
internal import Storefront

/// Prices from the storefront in its currency and format; localized period words (AR-20–22).
extension ReviewRules {
  static let priceFromStorefront = ReviewRule("AR-20", "price-from-storefront", .reject) { context in
    let snapshot = context.snapshot
    let prices = context.prices
    var problems: [(String, [ElementSnapshot])] = []
    var seen = 0
    for (element, matches) in context.priceTexts {
      for match in matches {
        seen += 1
        if prices.storeStrings.contains(PriceScanner.stripped(match.text)) { continue }
        if let value = match.value, prices.allowed.contains(value) { continue }
        problems.append(
          ("\"\(match.text)\" in \(element.quoted) is neither a store price nor computed from one", [element]))
      }
    }
    guard seen > 0 else { return .notApplicable("no price is drawn") }
    return .judge(problems, passing: "every drawn price comes from the storefront's prices")
  }

  static let currencyLocaleConsistent = ReviewRule("AR-21", "currency-locale-consistent", .reject) { context in
    let snapshot = context.snapshot
    let prices = context.prices
    let currency = snapshot.storefront.currency
    var problems: [(String, [ElementSnapshot])] = []
    var seen = 0
    for (element, matches) in context.priceTexts {
      for match in matches {
        seen += 1
        let text = PriceScanner.stripped(match.text)
        if prices.storeStrings.contains(text) { continue }
        if let marker = prices.storefrontMarker, match.marker != marker, match.marker != currency {
          problems.append(
            (
              "\"\(match.text)\" uses \(match.marker) where \(currency) prices in \(snapshot.storefront.locale) show \(marker)",
              [element]
            ))
        } else if let value = match.value, PriceScanner.stripped(prices.format(value)) != text {
          problems.append(
            (
              "\"\(match.text)\" is not in the \(snapshot.storefront.locale) format \"\(prices.format(value))\"",
              [element]
            ))
        }
      }
    }
    guard seen > 0 else { return .notApplicable("no price is drawn") }
    return .judge(problems, passing: "every price is in \(currency) and formatted for \(snapshot.storefront.locale)")
  }

  static let periodUnitsLocalized = ReviewRule("AR-22", "period-units-localized", .risk) { context in
    let snapshot = context.snapshot
    let elements = snapshot.elements.filter { $0.unit != nil && ($0.role == .period || $0.role == .derivedPrice) }
    guard !elements.isEmpty else { return .notApplicable("no period unit is drawn") }
    let prices = context.prices
    var problems: [(String, [ElementSnapshot])] = []
    for element in elements {
      guard let unit = element.unit else { continue }
      let key = UnitCheckKey(
        text: ExactText(element.text), role: element.role, unit: unit, language: snapshot.language,
        locale: context.storefrontLocale, decimalSeparator: prices.decimalSeparator)
      let problem = unitChecks.value(key) { unitProblem(element, unit: unit, context) }
      if let problem { problems.append((problem, [element])) }
    }
    return .judge(problems, passing: "every period unit is in \(snapshot.language) with its plural form")
  }

  /// Why `element`'s period unit `unit` is not in the screen's language or not in its plural form; nil when
  /// it is (AR-22).
  private static func unitProblem(_ element: ElementSnapshot, unit: Period.Unit, _ context: RuleContext) -> String? {
    let snapshot = context.snapshot
    var rest = element.text
    for match in context.prices.matches(in: rest) { rest = PlainText.replacing(match.text, in: rest, with: " ") }
    let words = context.unitWords(unit)
    let tokens = Words.tokens(rest)
    // Languages written without spaces ("3か月利用可能") are searched for the words inside tokens.
    let unspaced = ["ja", "zh", "ko", "th"].contains(snapshot.language.language)
    let localized =
      tokens.contains { token in
        words.contains(token) || (token.count >= 2 && words.contains { $0.hasPrefix(token) })
      } || (unspaced && Self.anyInside(words, Array(rest.unicodeScalars)))
    if !localized {
      return "\(element.role.rawValue) \(element.quoted) has no \(snapshot.language) word for \(unit)"
    } else if element.role == .period, let count = leadingCount(rest) {
      // A per-period price ("4,99 €/Monat") speaks of one unit; only a period with a count has a plural.
      let forms = context.periodStrings(Period(count, unit)).map(latinDigits)
      if !forms.contains(where: { latinDigits(rest).contains($0) }) {
        return "\(element.quoted) does not use the plural form \"\(forms[0])\""
      }
    }
    return nil
  }

  /// What an element's AR-22 judgment depends on: its text and role, the unit, the screen's language (its
  /// unit words), the storefront locale (plural forms) and the decimal separator (the prices taken out).
  private struct UnitCheckKey: Hashable, Sendable {
    var text: ExactText
    var role: ElementRole
    var unit: Period.Unit
    var language: LanguageTag
    var locale: StorefrontLocale
    var decimalSeparator: Character
  }

  /// Judgments recur frame after frame (sizes, customers, sheets), so each is remembered process-wide.
  private static let unitChecks = MemoTable<UnitCheckKey, String?>(limit: 4096, overflow: .startOver)

  /// Whether any of `words` stands inside the scalars `text` (for languages written without spaces).
  static func anyInside(_ words: Set<String>, _ text: [Unicode.Scalar]) -> Bool {
    words.contains { !$0.isEmpty && RenewalWords.contains(text, $0) }
  }

  /// The first whole number in `text` (Latin or Arabic-Indic digits).
  static func leadingCount(_ text: String) -> Int? {
    let digits = latinDigits(text).split { !$0.isASCII || !$0.isNumber }.first
    return digits.flatMap { Int($0) }
  }

  /// `text` with every decimal digit written as 0–9.
  static func latinDigits(_ text: String) -> String {
    String(
      text.map { character in
        PriceScanner.isDigit(character) ? Character(String(character.wholeNumberValue ?? 0)) : character
      })
  }
}
