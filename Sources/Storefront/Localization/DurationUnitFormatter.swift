internal import Catalog
internal import _FoundationICU

/// ICU's number formatter for counts of one duration unit in one locale, from a unit skeleton.
///
/// The only place that calls ICU to spell periods, so that choice can change here alone. ICU
/// picks the CLDR plural form for the count and the locale's digits, e.g. with the skeleton
/// `measure-unit/duration-month unit-width-full-name`: "1 month", "3 месяца", "٣ أشهر".
///
/// `@unchecked Sendable`: ICU documents a `UNumberFormatter` as immutable and shareable between
/// threads; each call formats into its own `UFormattedNumber`.
final class DurationUnitFormatter: @unchecked Sendable {
  private let formatter: OpaquePointer

  /// The ICU number skeleton for `unit` at `width`.
  static func skeleton(unit: Period.Unit, width: PeriodFormatter.Width) -> String {
    let name =
      switch unit {
      case .day: "day"
      case .week: "week"
      case .month: "month"
      case .year: "year"
      }
    let unitWidth =
      switch width {
      case .full: "unit-width-full-name"
      case .short: "unit-width-short"
      }
    return "measure-unit/duration-\(name) \(unitWidth)"
  }

  /// A formatter for `unit` at `width` in the ICU locale `localeIdentifier`; nil if ICU fails.
  init?(unit: Period.Unit, width: PeriodFormatter.Width, localeIdentifier: String) {
    let skeleton = Array(Self.skeleton(unit: unit, width: width).utf16)
    var status = U_ZERO_ERROR
    guard
      let formatter = swift_unumf_openForSkeletonAndLocale(
        skeleton, Int32(skeleton.count), localeIdentifier, &status)
    else { return nil }
    guard status.rawValue <= U_ZERO_ERROR.rawValue else {
      swift_unumf_close(formatter)
      return nil
    }
    self.formatter = formatter
  }

  deinit { swift_unumf_close(formatter) }

  /// The formatter for `unit` at `width` in `localeIdentifier`, opened once per process and shared
  /// (opening one costs ICU data lookups; a shared one also lets ICU compile it after a few uses).
  static func shared(unit: Period.Unit, width: PeriodFormatter.Width, localeIdentifier: String)
    -> DurationUnitFormatter?
  {
    opened.value(Key(unit: unit, width: width, locale: localeIdentifier)) {
      Box(DurationUnitFormatter(unit: unit, width: width, localeIdentifier: localeIdentifier))
    }.formatter
  }

  /// `count` units as `string(_:)` gives them, remembered for counts up to 1000.
  func cachedString(_ count: Int64) -> String? {
    guard (0...1000).contains(count) else { return string(count) }
    return strings.value(count) { string(count) }
  }

  private let strings = MemoTable<Int64, String?>(limit: 1001)

  /// What the shared formatters are kept by.
  private struct Key: Hashable, Sendable {
    let unit: Period.Unit
    let width: PeriodFormatter.Width
    let locale: String
  }

  /// A formatter or the record that ICU could not open one.
  private struct Box: Sendable {
    let formatter: DurationUnitFormatter?
    init(_ formatter: DurationUnitFormatter?) { self.formatter = formatter }
  }

  private static let opened = MemoTable<Key, Box>(limit: 1024)

  /// `count` units, e.g. "3 Monate"; nil if ICU fails.
  func string(_ count: Int64) -> String? {
    var status = U_ZERO_ERROR
    guard let result = swift_unumf_openResult(&status) else { return nil }
    defer { swift_unumf_closeResult(result) }
    swift_unumf_formatInt(formatter, count, result, &status)
    guard status.rawValue <= U_ZERO_ERROR.rawValue else { return nil }
    let length = swift_unumf_resultToString(result, nil, 0, &status)
    guard length > 0 else { return nil }
    status = U_ZERO_ERROR
    var buffer = [UChar](repeating: 0, count: Int(length) + 1)
    let written = swift_unumf_resultToString(result, &buffer, Int32(buffer.count), &status)
    guard status.rawValue <= U_ZERO_ERROR.rawValue, written == length else { return nil }
    return String(decoding: buffer.prefix(Int(written)), as: UTF16.self)
  }
}
