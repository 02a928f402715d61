public import Catalog
public import Foundation

/// The locale a storefront's prices and periods are formatted in for one display language.
///
/// The rule, as StoreKit's `priceLocale` does it: the **language** (and script) come from the
/// language the person reads, the **region** from the storefront's country. The language tag's
/// own region is dropped, because the storefront decides regional formats:
///
/// | language | storefront | locale |
/// |---|---|---|
/// | `de` | `DEU` | `de_DE` |
/// | `de` | `CHE` | `de_CH` (`CHF 1’234.50`) |
/// | `en` | `DEU` | `en_DE` (`1.234,50 €`) |
/// | `pt-BR` | `BRA` | `pt_BR` |
/// | `pt-BR` | `USA` | `pt_US` (ICU falls back to `pt` for what `pt_US` lacks) |
/// | `zh-Hant` | `HKG` | `zh_Hant_HK` |
///
/// The region is the ISO 3166-1 alpha-2 code ICU gives the storefront's alpha-3 id (`CHE` → `CH`);
/// for an id ICU does not know, the region of the storefront's own `priceLocale`, else none.
public struct StorefrontLocale: Sendable, Hashable, CustomStringConvertible {
  /// The Foundation/ICU identifier, e.g. `de_CH`.
  public let identifier: String

  /// The locale for `language` read in `storefront`.
  public init(language: LanguageTag, storefront: StorefrontInfo) {
    let (languageCode, script, _) = Self.subtags(of: language)
    let region = StandardCodes.alpha2ByAlpha3[storefront.id] ?? Self.subtags(of: storefront.priceLocale).region
    identifier = [languageCode, script, region].compactMap { $0 }.joined(separator: "_")
  }

  /// The locale of `language` alone, its own region if it names one (`pt_BR`, `de`): for words
  /// that do not depend on where the customer shops, such as unit names.
  public init(language: LanguageTag) {
    let (languageCode, script, region) = Self.subtags(of: language)
    identifier = [languageCode, script, region].compactMap { $0 }.joined(separator: "_")
  }

  /// The Foundation locale.
  public var locale: Locale { Locale(identifier: identifier) }

  public var description: String { identifier }

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
