import Catalog
import FoundationEssentials
import FoundationInternationalization
internal import Storefront

extension PaywallSnapshot {
  /// The plans of `type`.
  func plans(_ type: ProductType) -> [PlanSnapshot] { plans.filter { $0.type == type } }

  /// The plan with `id`.
  func plan(_ id: String?) -> PlanSnapshot? { plans.first { $0.id == id } }

  /// Every element of the plan `id`.
  func elements(of id: String) -> [ElementSnapshot] { elements.filter { $0.planID == id } }

  /// Whether the customer may still get `plan`'s introductory offer, or the win-back offer shown
  /// in its place (AR-13).
  func isEligibleForIntro(_ plan: PlanSnapshot) -> Bool { customer.isEligibleForIntro(plan, among: plans) }

  /// Row texts with the text of every element on that row removed: words drawn outside any element.
  ///
  /// An element's text is the very text drawn on its rows, so it is looked for byte by byte (UTF-8 finds a
  /// text only where its scalars start), and each place it is found becomes one space.
  var uncoveredRows: [ElementSnapshot] {
    // The lines of the elements on each row, in element order. Split on the newline byte, as splitting
    // on the `Character` "\n" does, unless the text holds a carriage return ("\r\n" is one `Character`).
    var linesByRow = [[ArraySlice<UInt8>]](repeating: [], count: rows.count)
    for element in elements where element.row < rows.count && element.row + max(element.height, 1) > 0 {
      let bytes = Array(element.text.utf8)
      let lines =
        bytes.contains(0x0D)
        ? element.text.split(separator: "\n").map { ArraySlice($0.utf8) } : bytes.split(separator: 0x0A)
      for row in max(element.row, 0)..<min(element.row + max(element.height, 1), rows.count) {
        linesByRow[row].append(contentsOf: lines)
      }
    }
    return rows.enumerated().compactMap { index, text in
      var rest = Array(text.utf8)
      for line in linesByRow[index] { rest = PlainText.blanking(Array(line), in: rest) }
      guard rest.contains(where: { $0 != 0x20 }) else { return nil }
      let uncovered = String(decoding: rest, as: UTF8.self)
      // A visible ASCII byte settles it; otherwise the characters are asked.
      let visibleASCII = rest.contains { $0 > 0x20 && $0 < 0x7F }
      guard visibleASCII || uncovered.contains(where: { !$0.isWhitespace }) else { return nil }
      return ElementSnapshot(
        role: .message, text: uncovered, row: index, column: 0, width: PaywallSnapshot.characterCount(text))
    }
  }

  /// How many characters `row` holds (`count`): its bytes when they are ASCII without a carriage return
  /// ("\r\n" is one character), else counted once per exact text and remembered, as rows recur.
  static func characterCount(_ row: String) -> Int {
    if row.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) { return row.utf8.count }
    return characterCounts.value(ExactText(row)) { row.count }
  }

  private static let characterCounts = MemoTable<ExactText, Int>(limit: 4096, overflow: .startOver)

  /// The locale periods are spelled in: the screen's language read in the storefront.
  var storefrontLocale: StorefrontLocale {
    let info = StorefrontInfo(
      id: storefront.country, appleID: "", currency: storefront.currency, minorDigits: 2,
      priceLocale: LanguageTag(storefront.locale.replacingOccurrences(of: "_", with: "-")))
    return StorefrontLocale(language: language, storefront: info)
  }
}

/// What a link points to, from its URL tokens first (paywall-rules.md §5), then its meaning.
enum LinkKind: Equatable {
  case terms
  case privacy
  case other

  init(_ element: ElementSnapshot) {
    let url = (element.url ?? "").lowercased()
    let tokens = Set(url.split { !$0.isLetter && !$0.isNumber }.map(String.init))
    if url.contains("privacy") {
      self = .privacy
    } else if url.contains("terms") || url.contains("eula") || tokens.contains("tos") || tokens.contains("legal") {
      self = .terms
    } else {
      switch element.meaning {
      case .termsOfUse: self = .terms
      case .privacyPolicy: self = .privacy
      default: self = .other
      }
    }
  }
}

enum LinkCheck {
  /// Whether `url` parses as an https URL with a host.
  static func isHTTPS(_ url: String?) -> Bool {
    guard let url, let parsed = URL(string: url), parsed.scheme?.lowercased() == "https" else { return false }
    return !(parsed.host ?? "").isEmpty
  }

  /// Whether `url` is free of controls, ESC, BEL, ST and ';' (paywall-rules.md §11.5).
  static func isSafe(_ url: String) -> Bool {
    !url.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == ";" }
  }

  /// Why `link` is not actionable in a terminal (AR-09), or nil when it is; `rowsContain` says whether
  /// any screen row contains a text.
  static func problem(_ link: ElementSnapshot, rowsContain: (String) -> Bool) -> String? {
    guard let url = link.url, !url.isEmpty else { return "link \"\(link.text)\" has no URL" }
    guard isSafe(url) else { return "link \"\(link.text)\" URL contains control characters or ';'" }
    guard link.osc8 else { return "link \"\(link.text)\" is not emitted as OSC 8" }
    let short = PlainText.replacing("http://", in: PlainText.replacing("https://", in: url, with: ""), with: "")
    let visible = rowsContain(url) || rowsContain(short)
    let keyed = !(link.key ?? "").trimmingWhitespace().isEmpty
    return visible || keyed ? nil : "link \"\(link.text)\" shows neither its URL nor a key"
  }
}

enum Words {
  /// Free-offer and trial words in the catalog's languages; `true` means a whole word only.
  static let trial = WordList([
    ("free", true), ("trial", true), ("gratis", true), ("kostenlos", false), ("gratuit", false), ("essai", true),
    ("prueba", true), ("grátis", true), ("teste", true), ("ücretsiz", false), ("deneme", false), ("бесплатн", false),
    ("無料", false), ("トライアル", false), ("免费", false), ("试用", false), ("무료", false), ("مجان", false),
    ("تجريب", false), ("मुफ़्त", false), ("ट्रायल", false),
  ])

  /// Whether `text` holds one of `words` (whole words not preceded by a hyphen: "ad-free" is no offer).
  static func contains(_ text: String, _ words: WordList) -> Bool { words.isFound(in: text) }

  /// Whether `text` offers a trial or something free (remembered process-wide: the texts on screen
  /// recur from frame to frame, and several rules ask of every one).
  static func offersTrial(_ text: String) -> Bool {
    trialTexts.value(ExactText(text)) { contains(text, trial) }
  }

  private static let trialTexts = MemoTable<ExactText, Bool>(limit: 8192, overflow: .startOver)

  /// The letter runs of `text`, lowercased.
  static func tokens(_ text: String) -> [String] {
    text.lowercased().split { !$0.isLetter }.map(String.init)
  }
}

extension Period {
  /// How many months the period lasts, exactly (a week is 12/52 month, a day 12/365).
  var months: Decimal {
    let count = Decimal(value)
    switch unit {
    case .day: return ExactQuotient.of(count * 12, 365)
    case .week: return ExactQuotient.of(count * 12, 52)
    case .month: return count
    case .year: return count * 12
    }
  }

  /// How many `target` units the period holds, by calendar averages (a month is 52/12 weeks and
  /// 365/12 days), as a fraction: numerator and denominator.
  func unitsFraction(of target: Unit) -> (numerator: Decimal, denominator: Decimal) {
    let (numerator, denominator): (Decimal, Decimal) =
      switch (unit, target) {
      case (.year, .year), (.month, .month), (.week, .week), (.day, .day): (1, 1)
      case (.year, .month): (12, 1)
      case (.year, .week): (52, 1)
      case (.year, .day): (365, 1)
      case (.month, .year): (1, 12)
      case (.month, .week): (52, 12)
      case (.month, .day): (365, 12)
      case (.week, .year): (1, 52)
      case (.week, .month): (12, 52)
      case (.week, .day): (7, 1)
      case (.day, .year): (1, 365)
      case (.day, .month): (12, 365)
      case (.day, .week): (1, 7)
      }
    return (Decimal(value) * numerator, denominator)
  }

  /// How many `target` units the period holds (see `unitsFraction(of:)`).
  func units(of target: Unit) -> Decimal {
    let (numerator, denominator) = unitsFraction(of: target)
    return numerator / denominator
  }

  /// `price` per `target` unit, multiplying before dividing so exact results stay exact.
  func price(_ price: Decimal, per target: Unit) -> Decimal {
    let (numerator, denominator) = unitsFraction(of: target)
    return ExactQuotient.of(price * denominator, numerator)
  }
}

extension ElementSnapshot {
  /// A short quote of the text for explanations.
  var quoted: String { "\"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\"" }
}

extension RuleContext {
  /// Whether `element` is shown: it has visible text and all of it lies on the screen. The one place
  /// the storefront rules ask "is X shown" (with `shown(_:plan:)`, which starts from the elements as a
  /// reader is shown them, a cut text keeping only its whole sentences), so what counts can change here.
  func isShown(_ element: ElementSnapshot) -> Bool {
    element.text.contains { !$0.isWhitespace } && element.row >= 0
      && element.isAboveFold(rows: snapshot.screen.rows)
  }

  /// The elements of `role` (for `plan`, when given) that are shown (see `isShown(_:)`).
  func shown(_ role: ElementRole, plan: String? = nil) -> [ElementSnapshot] {
    elements(role, plan: plan).filter(isShown)
  }

  /// The shown elements of `role` whose meaning is one of `meanings`.
  func shown(_ role: ElementRole, meaning meanings: Set<ElementMeaning>) -> [ElementSnapshot] {
    shown(role).filter { $0.meaning.map(meanings.contains) ?? false }
  }
}
