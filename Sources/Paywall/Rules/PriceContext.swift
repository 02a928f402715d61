import Catalog
import Foundation

/// The storefront's price format and every amount a paywall may honestly show (AR-20, AR-21).
struct PriceContext {
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
      guard let period = plan.period else { continue }
      for unit in Period.Unit.allCases {
        let quotients = [
          period.price(plan.price, per: unit), plan.price * Period(1, unit).months / period.months,
        ]
        for quotient in quotients {
          for scale in [0, 2] {
            for mode: NSDecimalNumber.RoundingMode in [.down, .up, .plain] {
              allowed.insert(quotient.rounded(scale, mode))
            }
          }
        }
      }
      for other in snapshot.plans where other.id != plan.id {
        guard let otherPeriod = other.period else { continue }
        let difference = other.price * period.months / otherPeriod.months - plan.price
        allowed.formUnion([difference.rounded(2, .plain), difference.rounded(2, .down), difference.rounded(0, .down)])
      }
    }
    storeStrings = strings
    self.allowed = allowed
  }

  /// The prices in `text`.
  func matches(in text: String) -> [PriceMatch] {
    PriceScanner.matches(in: text, decimalSeparator: decimalSeparator)
  }

  /// `value` as the storefront formats it.
  func format(_ value: Decimal) -> String { value.formatted(style) }
}
