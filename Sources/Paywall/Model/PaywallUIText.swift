public import Catalog

/// The paywall's own words (not the catalog's copy) in one language: chrome, badges, messages.
///
/// Templates hold `%1`, `%2`, `%3` placeholders, filled by the methods below. The tables live in
/// `PaywallUIText+Tables*.swift`; a language without a table gets English.
public struct PaywallUIText: Sendable, Equatable {
  /// The language of these words.
  public var language: LanguageTag
  /// The heading of the key help: "Keys".
  public var keys: String
  /// The restore key's hint: "Restore".
  public var restore: String
  /// Marks the selected plan: "Selected".
  public var selected: String
  /// The quit key's hint: "Quit".
  public var quit: String
  /// The highlighted plan's badge: "Best value".
  public var bestValue: String
  /// The customer's current plan: "Current plan".
  public var currentPlan: String
  /// A higher level of service in the group: "Upgrade".
  public var upgrade: String
  /// A lower level of service in the group: "Downgrade".
  public var downgrade: String
  /// The same level of service in the group: "Crossgrade".
  public var crossgrade: String
  /// The trial switch's label when on: "Free trial enabled".
  public var trialOn: String
  /// The trial switch's label when off: "Free trial disabled".
  public var trialOff: String
  /// The auto-renewal disclosure's last sentence when a free trial is shown: an unused trial ends on subscribing.
  public var trialForfeit: String
  /// Restore feedback when nothing was restored.
  public var nothingToRestore: String
  /// Restore feedback when the restore failed; offers a retry with R.
  public var restoreFailed: String
  /// Why nothing can be bought.
  public var paymentsDisabled: String
  /// "/month" and friends, per unit.
  public var perUnit: [Period.Unit: String]
  /// "Coins" with a `%1` count, per CLDR plural category (missing ones use `.other`).
  public var coins: [PluralCategory: String]
  /// Joins names in a list: ", ".
  public var listSeparator: String
  var tooSmallTemplate: String
  var restoredTemplate: String
  var saveTemplate: String
  var everyTemplate: String
  var accessTemplate: String
  var freeTrialTemplate: String
  var introTemplate: String

  /// The table for `language`'s base language, else English.
  public static func forLanguage(_ language: LanguageTag) -> PaywallUIText {
    let base = language.language.lowercased()
    if base == "pt" { return .portuguese }
    return all.first { $0.language.language == base } ?? .english
  }

  /// Every shipped table.
  public static var all: [PaywallUIText] {
    [.english, .arabic, .french, .hindi, .turkish, .german, .japanese, .portuguese]
  }

  /// "Make the terminal at least 80×24".
  public func tooSmall(columns: Int, rows: Int) -> String {
    Self.fill(tooSmallTemplate, [String(columns), String(rows)])
  }
  /// "Restored: Pro Yearly, Premium".
  public func restored(_ names: [String]) -> String {
    Self.fill(restoredTemplate, [names.joined(separator: listSeparator)])
  }
  /// "Save 28%", from an already formatted percentage.
  public func save(_ percent: String) -> String { Self.fill(saveTemplate, [percent]) }
  /// "every 3 months", from a formatted period.
  public func every(_ period: String) -> String { Self.fill(everyTemplate, [period]) }
  /// "3 months of access", from a formatted period.
  public func access(_ period: String) -> String { Self.fill(accessTemplate, [period]) }
  /// "1 week free, then $59.99/year".
  public func freeTrial(duration: String, then renewal: String) -> String {
    Self.fill(freeTrialTemplate, [duration, renewal])
  }
  /// "$0.99/month for 3 months, then $9.99/month" (pay as you go or up front).
  public func intro(price: String, duration: String, then renewal: String) -> String {
    Self.fill(introTemplate, [price, duration, renewal])
  }
  /// "10 coins", from the count and its formatted digits.
  public func coins(_ count: Int64, formatted: String) -> String {
    let category = PluralCategory(count: count, language: language.language)
    return Self.fill(coins[category] ?? coins[.other] ?? "%1", [formatted])
  }

  /// `template` with `%1`…`%9` replaced by `arguments`, in one pass (arguments are not rescanned).
  static func fill(_ template: String, _ arguments: [String]) -> String {
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
}
