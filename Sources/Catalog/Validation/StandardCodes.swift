internal import _FoundationICU

/// ISO country, currency and language code lists, taken from the toolchain's ICU (CLDR data).
///
/// This is the one place that talks to ICU for code lists, so the source can change here alone.
public enum StandardCodes {
  /// Every ISO 3166-1 alpha-3 country code ICU knows (e.g. `USA`, `DEU`).
  public static let countryCodes: Set<String> = {
    var result = Set<String>()
    guard var cursor = swift_uloc_getISOCountries() else { return result }
    while let pointer = cursor.pointee {
      let alpha2 = String(cString: pointer)
      if let alpha3 = swift_uloc_getISO3Country("und_" + alpha2) {
        let code = String(cString: alpha3)
        if code.count == 3 { result.insert(code) }
      }
      cursor += 1
    }
    return result
  }()

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

  /// The number of digits after the decimal point of `currency` (USD 2, JPY 0, KWD 3).
  public static func minorDigits(of currency: String) -> Int {
    var status = U_ZERO_ERROR
    let code = Array(currency.utf16) + [0]
    let digits = swift_ucurr_getDefaultFractionDigits(code, &status)
    return status.rawValue > 0 ? 2 : Int(digits)
  }
}
