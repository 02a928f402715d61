import _FoundationICU

/// Independent ICU calls the tests compare the formatters with (other APIs than the code under test).
enum ICUReference {
  /// `decimal` (e.g. `"2.99"`) in `currency` through ICU's classic `unum` currency formatter.
  static func currency(_ decimal: String, code currency: String, locale: String) -> String? {
    var status = U_ZERO_ERROR
    guard let formatter = swift_unum_open(UNUM_CURRENCY, nil, 0, locale, nil, &status) else { return nil }
    defer { swift_unum_close(formatter) }
    let code = Array(currency.utf16)
    swift_unum_setTextAttribute(formatter, UNUM_CURRENCY_CODE, code, Int32(code.count), &status)
    var buffer = [UChar](repeating: 0, count: 256)
    let length = swift_unum_formatDecimal(
      formatter, decimal, Int32(decimal.utf8.count), &buffer, Int32(buffer.count), nil, &status)
    guard status.rawValue <= 0 else { return nil }
    return String(decoding: buffer.prefix(Int(length)), as: UTF16.self)
  }

  /// `count` of `unit` (`day`, `week`, `month`, `year`) through ICU's number formatter opened
  /// with the concise skeleton syntax (`unit/month unit-width-full-name`).
  static func duration(_ count: Int64, unit: String, width: String, locale: String) -> String? {
    let skeleton = Array("unit/\(unit) unit-width-\(width)".utf16)
    var status = U_ZERO_ERROR
    guard
      let formatter = swift_unumf_openForSkeletonAndLocale(skeleton, Int32(skeleton.count), locale, &status),
      status.rawValue <= 0
    else { return nil }
    defer { swift_unumf_close(formatter) }
    guard let result = swift_unumf_openResult(&status) else { return nil }
    defer { swift_unumf_closeResult(result) }
    swift_unumf_formatInt(formatter, count, result, &status)
    var buffer = [UChar](repeating: 0, count: 256)
    let length = swift_unumf_resultToString(result, &buffer, Int32(buffer.count), &status)
    guard status.rawValue <= 0 else { return nil }
    return String(decoding: buffer.prefix(Int(length)), as: UTF16.self)
  }

  /// The CLDR plural category (`one`, `few`, `other`...) of the integer `count` in `locale`.
  static func pluralCategory(_ count: Int, locale: String) -> String? {
    var status = U_ZERO_ERROR
    guard let rules = swift_uplrules_open(locale, &status), status.rawValue <= 0 else { return nil }
    defer { swift_uplrules_close(rules) }
    var buffer = [UChar](repeating: 0, count: 16)
    let length = swift_uplrules_select(rules, Double(count), &buffer, Int32(buffer.count), &status)
    guard status.rawValue <= 0 else { return nil }
    return String(decoding: buffer.prefix(Int(length)), as: UTF16.self)
  }
}
