public import Catalog

/// Spells billing periods and offer durations with CLDR plurals: "1 month", "3 Monate", "1か月".
///
/// The words and plural forms come from CLDR through ICU's unit formatter (see
/// `DurationUnitFormatter`, the one place that calls ICU for this); there are no hand tables.
/// Use `StorefrontLocale(language:storefront:)` of the screen's storefront, so the words are the
/// reader's and the digits the prices' (`٣ أشهر` next to `١٤٫٩٩ ر.س.` in `ar_SA`, "every ٣ months"
/// in `en_SA@numbers=arab`).
public struct PeriodFormatter: Sendable {
  /// How long the unit words are.
  public enum Width: Sendable, Hashable, CaseIterable {
    /// The full unit name: "3 months", "3 Monate" (CLDR `long`).
    case full
    /// CLDR's abbreviated unit: "3 mths", "3 Mon.", "3か月" (CLDR `short`).
    case short
  }

  /// The locale the periods are spelled in.
  public let locale: StorefrontLocale
  /// How long the unit words are.
  public let width: Width

  /// A formatter for `locale` at `width`; ICU's formatter for a unit is opened (once per process)
  /// when a period of that unit is first spelled.
  public init(locale: StorefrontLocale, width: Width = .full) {
    self.locale = locale
    self.width = width
  }

  /// The period with its count: `P1M` → "1 month", `P3M` → "3 Monate", `P1W` → "1 semaine".
  ///
  /// Falls back to the ISO 8601 text (`P3M`) only if ICU cannot format at all.
  public func string(for period: Period) -> String {
    // Under 1,000 no grouping separator is written, and the words are the language's: the
    // formatter is shared with every storefront whose region ICU has no data for.
    let identifier = period.value < 1_000 ? locale.sharedFormatIdentifier : locale.identifier
    return DurationUnitFormatter.shared(unit: period.unit, width: width, localeIdentifier: identifier)?
      .cachedString(Int64(period.value)) ?? period.description
  }

  /// The whole length of an offer: its period times its number of periods.
  ///
  /// A free trial of `P1W` → "1 week"; pay as you go, 3 periods of `P1M` → "3 months".
  /// A product too large for an integer shows as `3×P1M`, never as a wrong count.
  public func string(for offer: SubscriptionOffer) -> String {
    let periods = max(offer.periods, 1)
    let (total, overflow) = offer.period.value.multipliedReportingOverflow(by: periods)
    return overflow ? "\(periods)×\(offer.period)" : string(for: Period(total, offer.period.unit))
  }
}
