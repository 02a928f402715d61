internal import _FoundationICU

/// ISO country, currency and language code lists, taken from the toolchain's ICU (CLDR data).
///
/// This is the one place that talks to ICU for code lists, so the source can change here alone.
public enum StandardCodes {
  /// Every ISO 3166-1 alpha-3 country code ICU knows (e.g. `USA`, `DEU`).
  public static let countryCodes: Set<String> = Set(alpha2ByAlpha3.keys)

  /// The ISO 3166-1 alpha-2 code for each alpha-3 code (`DEU` → `DE`).
  public static let alpha2ByAlpha3: [String: String] = {
    var result: [String: String] = [:]
    guard var cursor = swift_uloc_getISOCountries() else { return result }
    while let pointer = cursor.pointee {
      let alpha2 = String(cString: pointer)
      if let alpha3 = swift_uloc_getISO3Country("und_" + alpha2) {
        let code = String(cString: alpha3)
        if code.count == 3 { result[code] = alpha2 }
      }
      cursor += 1
    }
    return result
  }()

  /// The currency CLDR gives a country today (`DEU` → `EUR`), if any.
  public static func currency(ofCountry alpha3: String) -> String? {
    guard let alpha2 = alpha2ByAlpha3[alpha3] else { return nil }
    var status = U_ZERO_ERROR
    var buffer = [UChar](repeating: 0, count: 8)
    let length = swift_ucurr_forLocale("und_" + alpha2, &buffer, Int32(buffer.count), &status)
    guard status.rawValue <= 0, length == 3 else { return nil }
    return String(decoding: buffer.prefix(3), as: UTF16.self)
  }

  /// The most likely locale of a country as a BCP 47 tag (`DEU` → `de-DE`, `IND` → `hi-IN`).
  public static func likelyLocale(ofCountry alpha3: String) -> String? {
    guard let alpha2 = alpha2ByAlpha3[alpha3] else { return nil }
    var status = U_ZERO_ERROR
    var buffer = [CChar](repeating: 0, count: 64)
    _ = swift_uloc_addLikelySubtags("und_" + alpha2, &buffer, Int32(buffer.count), &status)
    guard status.rawValue <= 0 else { return nil }
    let full = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let language = full.split(separator: "_").first else { return nil }
    return "\(language)-\(alpha2)"
  }

  /// Every current ISO 4217 currency in common use (`USD`, `EUR`, `JPY`...); no test or fund codes.
  public static let currencyCodes: Set<String> = {
    var status = U_ZERO_ERROR
    let flags = UInt32(UCURR_COMMON.rawValue | UCURR_NON_DEPRECATED.rawValue)
    guard let enumeration = swift_ucurr_openISOCurrencies(flags, &status), status.rawValue <= 0 else { return [] }
    defer { swift_uenum_close(enumeration) }
    var result = Set<String>()
    while let pointer = swift_uenum_next(enumeration, nil, &status) {
      result.insert(String(cString: pointer))
    }
    return result
  }()

  /// Every ISO 639 language code ICU knows (`en`, `pt`, `ar`...).
  public static let languageCodes: Set<String> = {
    var result = Set<String>()
    guard var cursor = swift_uloc_getISOLanguages() else { return result }
    while let pointer = cursor.pointee {
      result.insert(String(cString: pointer))
      cursor += 1
    }
    return result
  }()

  /// Builds every table above now (each is otherwise built on first use, once per process), so a
  /// caller can have them built on another thread while it reads the catalog.
  public static func prepare() {
    _ = countryCodes.count + currencyCodes.count + languageCodes.count
  }

  /// The number of digits after the decimal point of `currency` (USD 2, JPY 0, KWD 3).
  public static func minorDigits(of currency: String) -> Int {
    var status = U_ZERO_ERROR
    let code = Array(currency.utf16) + [0]
    let digits = swift_ucurr_getDefaultFractionDigits(code, &status)
    return status.rawValue > 0 ? 2 : Int(digits)
  }
}
