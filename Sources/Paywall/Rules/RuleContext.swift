import Catalog
import FoundationEssentials
import FoundationInternationalization
internal import Storefront

/// What several rules derive from one snapshot, computed at most once per check.
///
/// Not shared between threads: `ReviewRules.check` makes one per snapshot and passes it to every rule.
final class RuleContext {
  /// The snapshot being judged.
  let snapshot: PaywallSnapshot

  /// A context for `snapshot`.
  init(_ snapshot: PaywallSnapshot) { self.snapshot = snapshot }

  /// The storefront's price format and the amounts a paywall may show (AR-05, AR-20–23).
  lazy var prices = PriceContext.shared(snapshot)

  /// Words drawn outside any element (see `PaywallSnapshot.uncoveredRows`).
  lazy var uncoveredRows: [ElementSnapshot] = snapshot.uncoveredRows

  /// Every text a price may hide in, with the prices found in it (AR-20, AR-21).
  lazy var priceTexts: [(element: ElementSnapshot, matches: [PriceMatch])] =
    (snapshot.elements.filter { $0.role != .link } + uncoveredRows).map { ($0, prices.matches(in: $0.text)) }

  /// Every link drawn, in drawing order, with what it points to and why it is not actionable (nil when it is).
  lazy var links: [(link: ElementSnapshot, kind: LinkKind, problem: String?)] = drawn(.link).map { link in
    (link, linkKind(link), LinkCheck.problem(link, rowsContain: rowsContain))
  }

  /// What `link` points to (remembered process-wide per URL and meaning).
  func linkKind(_ link: ElementSnapshot) -> LinkKind {
    Self.linkKinds.value(LinkKindKey(url: link.url, meaning: link.meaning)) { LinkKind(link) }
  }

  /// The elements of each role as drawn, in drawing order.
  private lazy var drawnByRole: [ElementRole: [ElementSnapshot]] = Dictionary(
    grouping: snapshot.elements, by: \.role)

  /// The elements of each role as a reader is shown them (see `ElementSnapshot.shown`), in drawing order.
  private lazy var shownByRole: [ElementRole: [ElementSnapshot]] = Dictionary(
    grouping: snapshot.elements.compactMap(\.shown), by: \.role)

  /// The elements of `role` (for `plan`, when given) that are shown: a text cut by the edge, an ellipsis or
  /// the row limit keeps only its whole sentences, and is left out when it has none. Rules that ask
  /// whether something required is on screen read these.
  func elements(_ role: ElementRole, plan: String? = nil) -> [ElementSnapshot] {
    let all = shownByRole[role] ?? []
    return plan.map { plan in all.filter { $0.planID == plan } } ?? all
  }

  /// The elements of `role` (for `plan`, when given) as drawn, cut or not: rules that forbid something
  /// (a claim, a control, a link) read these, since a part of it on screen is still on screen.
  func drawn(_ role: ElementRole, plan: String? = nil) -> [ElementSnapshot] {
    let all = drawnByRole[role] ?? []
    return plan.map { plan in all.filter { $0.planID == plan } } ?? all
  }

  /// Every element of plan `id` that is shown (see `elements(_:plan:)`).
  func shownElements(of id: String) -> [ElementSnapshot] {
    snapshot.elements.filter { $0.planID == id }.compactMap(\.shown)
  }

  /// Every row's UTF-8 bytes, whether the row is simple (see `PlainText.isSimple`), and whether an ASCII
  /// text Foundation finds in it must be there byte for byte.
  /// Rows recur from frame to frame (sizes, customers, paywalls), so each row's is remembered process-wide.
  private lazy var rowBytes: [RowBytes] = snapshot.rows.map { row in
    Self.rowsRead.value(ExactText(row)) {
      let simple = PlainText.isSimple(row)
      return RowBytes(
        bytes: Array(row.utf8), simple: simple, asciiLiteral: simple || PlainText.matchesASCIIOnlyLiterally(row))
    }
  }

  /// One row's bytes and what a search may conclude from them.
  private struct RowBytes: Sendable {
    var bytes: [UInt8]
    var simple: Bool
    var asciiLiteral: Bool
  }

  private static let rowsRead = MemoTable<ExactText, RowBytes>(limit: 8192, overflow: .startOver)

  /// Whether any screen row contains `text`, as Foundation's `contains(_:)` says; Foundation is asked only
  /// when a byte search cannot tell.
  func rowsContain(_ text: String) -> Bool {
    guard !text.isEmpty, PlainText.isSimple(text) else { return snapshot.rows.contains { $0.contains(text) } }
    let needle = Array(text.utf8)
    let ascii = needle.allSatisfy { $0 < 0x80 }
    return zip(snapshot.rows, rowBytes).contains { row, info in
      if PlainText.contains(info.bytes, needle) { return info.simple || row.contains(text) }
      return !(info.simple || (ascii && info.asciiLiteral)) && row.contains(text)
    }
  }

  /// The whole percentage `plan` saves per month against `other`, floor(100 × (1 − perMonth ÷ perMonth of
  /// `other`)); nil unless both have a period and `other` a price. Worked out once per pair of prices and
  /// periods in the process (AR-23, AR-31): the same plans are compared on frame after frame.
  func saving(of plan: PlanSnapshot, against other: PlanSnapshot) -> Decimal? {
    guard let period = plan.period, let otherPeriod = other.period, other.price > 0 else { return nil }
    let key = SavingKey(price: plan.price, period: period, otherPrice: other.price, otherPeriod: otherPeriod)
    return Self.savings.value(key) {
      (100 * (1 - (plan.price / period.months) / (other.price / otherPeriod.months))).rounded(0, .down)
    }
  }

  /// What a saving depends on.
  private struct SavingKey: Hashable, Sendable {
    var price: Decimal
    var period: Period
    var otherPrice: Decimal
    var otherPeriod: Period
  }

  private static let savings = MemoTable<SavingKey, Decimal>(limit: 4096, overflow: .startOver)

  /// The storefront locale periods are spelled in.
  lazy var storefrontLocale: StorefrontLocale = snapshot.storefrontLocale

  /// Period formatters for the storefront locale, one per width (shared process-wide).
  lazy var periodFormatters: [PeriodFormatter] = Self.formatters.value(storefrontLocale) {
    PeriodFormatter.Width.allCases.map { PeriodFormatter(locale: storefrontLocale, width: $0) }
  }

  /// The words that name `unit` on this screen (AR-22): CLDR's unit names (ICU) for the counts 1, 2, 3,
  /// 5, 11, 21 and 22 at every width, and the paywall's own per-unit suffixes ("/月", "/Monat").
  func unitWords(_ unit: Period.Unit) -> Set<String> {
    // Unit names depend on the language, not on the storefront's region or digits (tokens hold no digits),
    // so they are spelled once per language.
    let key = UnitWordsKey(language: snapshot.language, unit: unit)
    return Self.unitWordSets.value(key) {
      let locale = StorefrontLocale(language: snapshot.language)
      let formatters = PeriodFormatter.Width.allCases.map { PeriodFormatter(locale: locale, width: $0) }
      let perUnit = Words.tokens(PaywallUIText.forLanguage(snapshot.language).perUnit(unit))
      return Set(
        [1, 2, 3, 5, 11, 21, 22].flatMap { count in
          formatters.flatMap { Words.tokens($0.string(for: Period(count, unit))) }
        } + perUnit)
    }
  }

  /// What the unit words depend on.
  private struct UnitWordsKey: Hashable, Sendable {
    var language: LanguageTag
    var unit: Period.Unit
  }

  private static let unitWordSets = MemoTable<UnitWordsKey, Set<String>>(limit: 1024, overflow: .startOver)

  /// What a link's kind depends on.
  private struct LinkKindKey: Hashable, Sendable {
    var url: String?
    var meaning: ElementMeaning?
  }

  private static let linkKinds = MemoTable<LinkKindKey, LinkKind>(limit: 1024, overflow: .startOver)

  /// `period` spelled at every width in the storefront locale (remembered process-wide: ICU is costly).
  func periodStrings(_ period: Period) -> [String] {
    Self.spelled.value(PeriodKey(locale: storefrontLocale, period: period)) {
      periodFormatters.map { $0.string(for: period) }
    }
  }

  /// What a spelled period depends on.
  private struct PeriodKey: Hashable, Sendable {
    var locale: StorefrontLocale
    var period: Period
  }

  private static let spelled = MemoTable<PeriodKey, [String]>(limit: 4096, overflow: .startOver)

  private static let formatters = MemoTable<StorefrontLocale, [PeriodFormatter]>(limit: 256, overflow: .startOver)
}
