internal import FoundationEssentials
internal import FoundationInternationalization
internal import Gettext
internal import Synchronization

/// The app's own words in one language, read from the gettext catalogs in `po/`.
///
/// English is the template (`storefront.pot`); a language without a catalog, or a message a
/// catalog lacks, reads in English, so nothing is ever blank. Counted messages pick their form with
/// the catalog's `Plural-Forms` rule (CLDR's categories, in gettext's order).
public struct Translations: Sendable, Equatable {
  /// The catalog's language tag ("ar", "pt-BR"; "en" for the English template).
  public let language: String
  // Held by reference: the catalog's type is internal to this module's implementation, so the
  // layout clients copy is a pointer whatever it holds.
  private let catalog: LoadedCatalog?
  private let english: LoadedCatalog?
  /// The region numbers are written for ("SA": Arabic in Saudi Arabia writes ١٠, in the USA 10),
  /// nil for the language's own default.
  public private(set) var region: String? = nil
  /// The zero of the digits numbers are written in for ``region`` ("٠" for Arabic in Saudi
  /// Arabia), nil where they are 0–9; found once, when the region is chosen, as every frame's
  /// clock and dates use it.
  private var zeroDigit: Unicode.Scalar? = nil

  /// The catalog for `tag` ("pt-BR", "pt_BR", "ar-SA", "ja"): exact, then by base language, else English.
  public static func forLanguage(_ tag: String) -> Translations {
    if let known = chosen.withLock({ $0[tag] }) { return known }
    let found = find(tag)
    chosen.withLock { $0[tag] = found }
    return found
  }

  private static func find(_ tag: String) -> Translations {
    let wanted = String(tag.map { $0 == "_" ? "-" : $0 }).lowercased()
    let base = wanted.split(separator: "-").first.map(String.init) ?? wanted
    let names = Self.languages
    let name =
      names.first { $0.lowercased() == wanted }
      ?? names.first { $0.lowercased() == base }
      ?? names.first { $0.lowercased().split(separator: "-").first.map(String.init) == base }
    let english = Self.catalog(named: templateName).map(LoadedCatalog.init)
    guard let name, name != "en" else { return Translations(language: "en", catalog: nil, english: english) }
    return Translations(language: name, catalog: Self.catalog(named: name).map(LoadedCatalog.init), english: english)
  }

  /// The languages with a catalog, English first.
  public static let languages: [String] = ["en"] + EmbeddedCatalogs.names.filter { $0 != "storefront" }.sorted()

  /// The text of `key`, with `%1`… replaced by `arguments`.
  public func callAsFunction(_ key: UIKey, _ arguments: String...) -> String { callAsFunction(key, arguments) }

  /// The text of `key`, with `%1`… replaced by `arguments`.
  public func callAsFunction(_ key: UIKey, _ arguments: [String]) -> String {
    Self.fill(text(key.rawValue, count: nil), arguments)
  }

  /// The form of `key` for `count`, with `%1`… replaced by `arguments` (pass the formatted count too).
  public func plural(_ key: UIKey, count: Int64, _ arguments: String...) -> String {
    plural(key, count: count, arguments)
  }

  /// The form of `key` for `count`, with `%1`… replaced by `arguments`.
  public func plural(_ key: UIKey, count: Int64, _ arguments: [String]) -> String {
    Self.fill(text(key.rawValue, count: count.magnitude), arguments)
  }

  /// `count` written with the language's digits and grouping ("1,234", "١٬٢٣٤").
  public func number(_ count: Int64) -> String {
    count.formatted(IntegerFormatStyle<Int64>(locale: numberLocale))
  }

  /// These words with numbers written as in `region` (a storefront's country, "SA", "US"), so the
  /// app's own numbers use the digits of the prices beside them.
  public func numbering(region: String?) -> Translations {
    var copy = self
    copy.region = region
    let key = language + "|" + (region ?? "")
    if let known = Self.zeroDigits.withLock({ $0[key] }) {
      copy.zeroDigit = known
      return copy
    }
    // The paywall's words are made for every frame `lint` checks: the digits come from the numbering
    // system (a resource lookup), not from a formatter built per language and region.
    copy.zeroDigit = NumberingDigits.zero(of: copy.numberLocale)
    Self.zeroDigits.withLock { if $0.count < 1024 { $0[key] = .some(copy.zeroDigit) } }
    return copy
  }

  /// `text` with its ASCII digits written in this language's digits for ``region`` (a date
  /// "2026-11-29 17:52" reads "٢٠٢٦-١١-٢٩ ١٧:٥٢" in Arabic in Saudi Arabia); unchanged where those
  /// are 0–9.
  public func digits(_ text: String) -> String { NumberingDigits.written(text, zero: zeroDigit) }

  /// The locale numbers are formatted in: the language's base with ``region``, else the language.
  private var numberLocale: Locale {
    guard let region else { return Locale(identifier: language) }
    let base = language.split(separator: "-").first.map(String.init) ?? language
    return Locale(identifier: base + "-" + region)
  }

  /// Two catalogs are the same when they are for the same language and number region (the text is
  /// the embedded one).
  public static func == (lhs: Translations, rhs: Translations) -> Bool {
    lhs.language == rhs.language && lhs.region == rhs.region
  }

  /// Review rule `id`'s title or summary in this language (English when the catalog lacks it), or
  /// nil when no catalog has it (a rule added without its words).
  public func rule(_ id: String, _ part: RuleTextPart) -> String? {
    let key = RuleTextPart.key(id, part)
    return catalog?.catalog.text(key, count: nil) ?? english?.catalog.text(key, count: nil)
  }

  private func text(_ key: String, count: UInt64?) -> String {
    catalog?.catalog.text(key, count: count) ?? english?.catalog.text(key, count: count) ?? key
  }

  /// `template` with `%1`…`%9` replaced by `arguments`, in one pass (arguments are not rescanned).
  public static func fill(_ template: String, _ arguments: [String]) -> String {
    guard template.utf8.contains(0x25) else { return template }
    return fillingASCIIPlaceholders(template, arguments) ?? fillingByCharacter(template, arguments)
  }

  /// `fill(_:_:)` byte by byte, or nil when a "%" may be part of a larger character or is not followed
  /// by a digit 1–9 that stands alone: each "%" must be preceded by ASCII or nothing, and its digit followed
  /// by ASCII or nothing (so neither joins a neighbouring scalar), else `fillingByCharacter` decides.
  static func fillingASCIIPlaceholders(_ template: String, _ arguments: [String]) -> String? {
    let bytes = Array(template.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 16)
    var copied = 0
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x25 else {
        index += 1
        continue
      }
      guard index == 0 || bytes[index - 1] < 0x80, index + 1 < bytes.count,
        (0x31...0x39).contains(bytes[index + 1]), index + 2 == bytes.count || bytes[index + 2] < 0x80
      else { return nil }
      let number = Int(bytes[index + 1] - 0x30)
      result += bytes[copied..<index]
      if number <= arguments.count {
        result += arguments[number - 1].utf8
      } else {
        result += bytes[index...(index + 1)]
      }
      index += 2
      copied = index
    }
    result += bytes[copied...]
    return String(decoding: result, as: UTF8.self)
  }

  /// `fill(_:_:)` character by character: a "%" character followed by a character whose whole-number
  /// value is 1…`arguments.count` becomes that argument.
  static func fillingByCharacter(_ template: String, _ arguments: [String]) -> String {
    var result = ""
    var iterator = template.makeIterator()
    while let character = iterator.next() {
      guard character == "%" else {
        result.append(character)
        continue
      }
      guard let next = iterator.next() else {
        result.append(character)
        break
      }
      if let index = next.wholeNumberValue, index >= 1, index <= arguments.count {
        result += arguments[index - 1]
      } else {
        result.append(character)
        result.append(next)
      }
    }
    return result
  }

  // MARK: - Catalogs, parsed at build time and read once each on first use

  static let templateName = "storefront"
  private static let cache = Mutex<[String: TranslationCatalog]>([:])
  private static let chosen = Mutex<[String: Translations]>([:])
  /// The zero digit of each "language|region" numbers were written for (nil: 0–9).
  private static let zeroDigits = Mutex<[String: Unicode.Scalar?]>([:])

  /// The embedded catalog `name` (parsed and checked when the app was built), or nil when there is none.
  static func catalog(named name: String) -> TranslationCatalog? {
    if let cached = cache.withLock({ $0[name] }) { return cached }
    guard let catalog = EmbeddedCatalogs.catalog(named: name) else { return nil }
    cache.withLock { $0[name] = catalog }
    return catalog
  }
}

/// A catalog the app has read, shared by every `Translations` of its language.
private final class LoadedCatalog: Sendable {
  let catalog: TranslationCatalog
  init(_ catalog: TranslationCatalog) { self.catalog = catalog }
}
