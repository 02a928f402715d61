internal import FoundationEssentials
internal import FoundationInternationalization
internal import Synchronization

/// The decimal digits a locale writes numbers in, found from its numbering system rather than by
/// building one of ICU's number formatters for every locale asked about.
///
/// Every locale CLDR knows writes numbers in a decimal numbering system by default (`latn` 0–9,
/// `arab` ٠–٩, `deva` ०–९ …): ten consecutive code points from a zero. Looking up a locale's
/// numbering system costs one resource lookup; a formatter is built once per numbering system to
/// read its zero, not once per locale (a catalog's lint asks for every language × storefront).
public enum NumberingDigits {
  /// The zero of the digits of the locale `identifier` ("٠" for `ar_SA`), nil where they are 0–9.
  public static func zero(ofLocale identifier: String) -> Unicode.Scalar? { zero(of: Locale(identifier: identifier)) }

  /// The zero of `locale`'s digits, nil where they are 0–9.
  static func zero(of locale: Locale) -> Unicode.Scalar? {
    zero(ofNumberingSystem: locale.numberingSystem.identifier)
  }

  /// The zero of numbering system `name` ("arab" → "٠"), nil for `latn` or one without decimal digits.
  public static func zero(ofNumberingSystem name: String) -> Unicode.Scalar? {
    if name == "latn" { return nil }
    if let known = zeros.withLock({ $0[name] }) { return known }
    let written = Int64(0).formatted(IntegerFormatStyle<Int64>(locale: Locale(identifier: "en@numbers=" + name)))
    let zero = written.unicodeScalars.first { $0.properties.numericType == .decimal && $0.properties.numericValue == 0 }
    let found = zero == "0" ? nil : zero
    zeros.withLock { if $0.count < 256 { $0[name] = .some(found) } }
    return found
  }

  /// `text` with its ASCII digits 0–9 written from `zero` (unchanged when `zero` is nil).
  public static func written(_ text: String, zero: Unicode.Scalar?) -> String {
    guard let zero else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar.value >= 0x30 && scalar.value <= 0x39, let digit = Unicode.Scalar(zero.value + scalar.value - 0x30) {
        scalars.append(digit)
      } else {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  private static let zeros = Mutex<[String: Unicode.Scalar?]>([:])
}
