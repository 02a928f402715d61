public import Catalog
public import FoundationEssentials
import FoundationInternationalization
internal import _FoundationICU

/// The locales a storefront's screen is formatted in: one for prices, one for everything else.
///
/// **Prices** follow the storefront alone, as StoreKit's `Product.displayPrice` and
/// `priceFormatStyle` do (the seeds format with the product's `priceLocale`): `prices(in:)` is the
/// storefront's `priceLocale` from the catalog, whatever language the person reads. The shipped
/// catalog's table (`storefronts[].locale` in `catalog.json`, the one place it is written; an
/// imported `.storekit` file gets CLDR's likely locale of the country):
///
/// | storefront | price locale | Pro Yearly shows as |
/// |---|---|---|
/// | `USA` | `en_US` | `$59.99` |
/// | `GBR` | `en_GB` | `£59.99` |
/// | `DEU` | `de_DE` | `59,99 €` |
/// | `FRA` | `fr_FR` | `59,99 €` |
/// | `JPN` | `ja_JP` | `¥9,000` (whole yen) |
/// | `IND` | `en_IN` | `₹4,900.00` (the catalog's `en-IN`: India's App Store is in English) |
/// | `BRA` | `pt_BR` | `R$ 299,90` |
/// | `SAU` | `ar_SA` | `٢١٩٫٩٩ ر.س.` (Arabic-Indic digits) |
/// | `TUR` | `tr_TR` | `₺2.199,99` |
/// | `CHE` | `de_CH` | `CHF 60.00` |
/// | `KOR` | `ko_KR` | `₩89,000` |
/// | `CAN` | `en_CA` | `$79.99` |
///
/// **Everything else** — period words ("every 3 months"), savings ("Save 28%"), coin counts — is
/// in the language the person reads, in the storefront's region, but written in the **numbering
/// system of the price locale**, so the digits beside a price are the price's digits
/// (`init(language:storefront:)`):
///
/// | language | storefront | locale | beside the price |
/// |---|---|---|---|
/// | `de` | `DEU` | `de_DE` | "28 %" |
/// | `fr` | `USA` | `fr_US` | "Économisez 28 %" beside `$59.99` |
/// | `en` | `SAU` | `en_SA@numbers=arab` | "Save ٢٦٪", "١ week free" beside `٢١٩٫٩٩ ر.س.` |
/// | `ar` | `SAU` | `ar_SA` | "وفّر ٢٦٪", "وصول لمدة ٣ أشهر" |
/// | `ar` | `USA` | `ar_US` (Latin digits, as the price has them) | "وفّر 28%", "وصول لمدة 3 أشهر" |
/// | `pt-BR` | `USA` | `pt_US` (ICU falls back to `pt` for what `pt_US` lacks) | "Economize 28%" |
/// | `zh-Hant` | `HKG` | `zh_Hant_HK` | |
///
/// The language tag's own region is dropped, because the storefront decides regional formats. The
/// region is the ISO 3166-1 alpha-2 code ICU gives the storefront's alpha-3 id (`CHE` → `CH`); for
/// an id ICU does not know, the region of the storefront's own `priceLocale`, else none. A
/// `@numbers=` keyword is added only where the language's own default digits differ from the price's.
public struct StorefrontLocale: Sendable, Hashable, CustomStringConvertible {
  /// The Foundation/ICU identifier, e.g. `de_CH` or `en_SA@numbers=arab`.
  public let identifier: String

  /// The locale for `language` read in `storefront`: the language's words in the storefront's
  /// region, with the digits of the storefront's prices.
  public init(language: LanguageTag, storefront: StorefrontInfo) {
    let (languageCode, script, _) = Self.subtags(of: language)
    let region = StandardCodes.alpha2ByAlpha3[storefront.id] ?? Self.subtags(of: storefront.priceLocale).region
    let base = [languageCode, script, region].compactMap { $0 }.joined(separator: "_")
    let digits = Self.numberingSystem(of: Self.prices(in: storefront).identifier)
    identifier = Self.numberingSystem(of: base) == digits ? base : base + "@numbers=" + digits
  }

  /// The locale of `language` alone, its own region if it names one (`pt_BR`, `de`): for words
  /// that do not depend on where the customer shops, such as unit names.
  public init(language: LanguageTag) {
    let (languageCode, script, region) = Self.subtags(of: language)
    identifier = [languageCode, script, region].compactMap { $0 }.joined(separator: "_")
  }

  /// The locale `storefront` formats its prices in, its catalog `priceLocale` (`en_US` for `USA`),
  /// whatever the display language: StoreKit's `priceFormatStyle.locale`.
  public static func prices(in storefront: StorefrontInfo) -> StorefrontLocale {
    StorefrontLocale(language: storefront.priceLocale)
  }

  /// The Foundation locale.
  public var locale: Locale { Locale(identifier: identifier) }

  /// The locale's numbering system, e.g. `latn` or `arab` (CLDR's default for it unless a
  /// `@numbers=` keyword says otherwise).
  public var numberingSystem: String { Self.numberingSystem(of: identifier) }

  public var description: String { identifier }

  /// The same locale as ICU resolves it for unit words (`PeriodFormatter`), without a region ICU
  /// has no data for: `fr_US` is `fr`, `ar_US` is `ar@numbers=latn`, `en_IN` stays `en_IN` (ICU
  /// has data for it). Not for Foundation's formats, which take grouping from the region. Formatters opened for this identifier give the same text as for ``identifier``
  /// and are shared by every storefront whose region the language has no data for (`lint` opens
  /// one per language rather than one per language and storefront).
  public var sharedFormatIdentifier: String {
    Self.shared.value(identifier) {
      let (head, _) = Self.split(identifier)
      let parts = head.split(separator: "_").map(String.init)
      // A region with data of its own stays, and so does the identifier as it is.
      guard parts.count > 1, !Self.hasOwnData(head) else { return identifier }
      // The region (last part) has no data of its own; the language (and script) does the rest,
      // in the digits this locale writes (the language alone may default to others).
      let base = parts.dropLast().joined(separator: "_")
      let digits = numberingSystem
      return Self.numberingSystem(of: base) == digits ? base : base + "@numbers=" + digits
    }
  }

  /// `identifier` as its locale part and its keywords ("fr_US", "numbers=arab").
  private static func split(_ identifier: String) -> (String, String?) {
    let pieces = identifier.split(separator: "@", maxSplits: 1).map(String.init)
    return (pieces[0], pieces.count > 1 ? pieces[1] : nil)
  }

  private static let shared = MemoTable<String, String>(limit: 1024)

  /// Whether ICU has data of its own for `name` (`en_IN`, `fr_CA`; not `fr_US`, which it reads
  /// as `fr`): its resource bundle opens without falling back. ICU keeps the bundles it opened, so
  /// asking of a locale already in use (the prices' `en_US`) costs next to nothing.
  private static func hasOwnData(_ name: String) -> Bool {
    var status = U_ZERO_ERROR
    guard let bundle = swift_ures_open(nil, name, &status) else { return false }
    swift_ures_close(bundle)
    return status == U_ZERO_ERROR
  }

  /// The numbering system ICU uses for `identifier`, remembered per identifier.
  private static func numberingSystem(of identifier: String) -> String {
    numberingSystems.value(identifier) { Locale(identifier: identifier).numberingSystem.identifier }
  }

  private static let numberingSystems = MemoTable<String, String>(limit: 1024)

  /// The language, script and region subtags of a tag of the form `ll(-Ssss)(-RR)`.
  private static func subtags(of tag: LanguageTag) -> (language: String, script: String?, region: String?) {
    let parts = tag.identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    var script: String?
    var region: String?
    for part in parts.dropFirst() {
      if part.count == 4, script == nil, region == nil {
        script = part
      } else if part.count == 2 || part.count == 3, region == nil {
        region = part
      }
    }
    return (parts.first ?? tag.identifier, script, region)
  }
}
