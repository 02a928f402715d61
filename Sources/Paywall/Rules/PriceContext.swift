internal import Storefront
import Catalog
import FoundationEssentials
import FoundationInternationalization

/// The storefront's price format and every amount a paywall may honestly show (AR-20, AR-21).
struct PriceContext: Sendable {
  let style: Decimal.FormatStyle.Currency
  let decimalSeparator: Character
  /// The storefront's own currency marker ("€" in `de_DE` EUR).
  let storefrontMarker: String?
  /// The store's display prices (plans and intro offers), without direction marks.
  let storeStrings: Set<String>
  /// Prices and amounts computed from prices.
  let allowed: Set<Decimal>

  init(_ snapshot: PaywallSnapshot) {
    let locale = Locale(identifier: snapshot.storefront.locale)
    style = Decimal.FormatStyle.Currency(code: snapshot.storefront.currency, locale: locale)
    let separator = locale.decimalSeparator ?? "."
    decimalSeparator = separator.count == 1 ? Character(separator) : "."
    storefrontMarker =
      PriceScanner.matches(in: Decimal(1).formatted(style), decimalSeparator: decimalSeparator).first?
      .marker
    var strings: Set<String> = []
    var allowed: Set<Decimal> = []
    for plan in snapshot.plans {
      strings.insert(PriceScanner.stripped(plan.storeDisplayPrice))
      for factor in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 52] { allowed.insert(plan.price * Decimal(factor)) }
      if let intro = plan.intro {
        strings.insert(PriceScanner.stripped(intro.displayPrice))
        for match in PriceScanner.matches(in: intro.displayPrice, decimalSeparator: decimalSeparator) {
          if let value = match.value { allowed.formUnion([value, value * Decimal(max(intro.periods, 1))]) }
        }
        if intro.mode == .freeTrial { allowed.insert(0) }
      }
      // The monthly payment of a 12-month commitment and its total are store prices too.
      if let commitment = plan.commitment {
        for text in [commitment.monthlyDisplayPrice, commitment.totalDisplayPrice] {
          strings.insert(PriceScanner.stripped(text))
          for match in PriceScanner.matches(in: text, decimalSeparator: decimalSeparator) {
            if let value = match.value { allowed.insert(value) }
          }
        }
      }
      guard let period = plan.period else { continue }
      for unit in Period.Unit.allCases {
        let quotients = [
          period.price(plan.price, per: unit), ExactQuotient.of(plan.price * Period(1, unit).months, period.months),
        ]
        for quotient in quotients {
          guard let digits = DecimalDigits(quotient) else { continue }
          for scale in [0, 2] {
            for mode in DecimalRounding.allCases {
              allowed.insert(digits.rounded(scale, mode))
            }
          }
        }
      }
      for other in snapshot.plans where other.id != plan.id {
        guard let otherPeriod = other.period else { continue }
        let difference = other.price * period.months / otherPeriod.months - plan.price
        if let digits = DecimalDigits(difference) {
          allowed.formUnion([digits.rounded(2, .plain), digits.rounded(2, .down), digits.rounded(0, .down)])
        }
      }
    }
    storeStrings = strings
    self.allowed = allowed
  }

  /// The prices in `text`.
  func matches(in text: String) -> [PriceMatch] {
    Self.scanned.value(ScanKey(text: ExactText(text), decimalSeparator: decimalSeparator)) {
      PriceScanner.matches(in: text, decimalSeparator: decimalSeparator)
    }
  }

  /// What the prices in a text depend on.
  private struct ScanKey: Hashable, Sendable {
    var text: ExactText
    var decimalSeparator: Character
  }

  /// Texts recur across frames (sizes, customers), so their prices are remembered.
  private static let scanned = MemoTable<ScanKey, [PriceMatch]>(limit: 8192, overflow: .startOver)

  /// `value` as the storefront formats it (remembered process-wide: ICU formatters are costly to build).
  func format(_ value: Decimal) -> String {
    Self.formatted.value(FormatKey(style: style, value: value)) { value.formatted(style) }
  }

  /// What a formatted amount depends on.
  private struct FormatKey: Hashable, Sendable {
    var style: Decimal.FormatStyle.Currency
    var value: Decimal
  }

  private static let formatted = MemoTable<FormatKey, String>(limit: 4096, overflow: .startOver)

  /// The price context of `snapshot`, shared by every snapshot with the same storefront format and plans.
  static func shared(_ snapshot: PaywallSnapshot) -> PriceContext {
    let plans = snapshot.plans.map { plan in
      PlanKey(
        id: plan.id, price: plan.price, storeDisplayPrice: plan.storeDisplayPrice, period: plan.period,
        introMode: plan.intro?.mode, introPeriod: plan.intro?.period, introPeriods: plan.intro?.periods,
        introDisplayPrice: plan.intro?.displayPrice, commitment: plan.commitment)
    }
    let key = Key(locale: snapshot.storefront.locale, currency: snapshot.storefront.currency, plans: plans)
    return contexts.value(key) { PriceContext(snapshot) }
  }

  /// What a price context depends on: the storefront's format and every plan's prices, period and offer.
  private struct Key: Hashable, Sendable {
    var locale: String
    var currency: String
    var plans: [PlanKey]
  }

  /// The parts of a plan a price context reads.
  private struct PlanKey: Hashable, Sendable {
    var id: String
    var price: Decimal
    var storeDisplayPrice: String
    var period: Period?
    var introMode: SubscriptionOffer.PaymentMode?
    var introPeriod: Period?
    var introPeriods: Int?
    var introDisplayPrice: String?
    var commitment: CommitmentSnapshot?
  }

  private static let contexts = MemoTable<Key, PriceContext>(limit: 512, overflow: .startOver)
}
