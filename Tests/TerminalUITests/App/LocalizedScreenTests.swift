import Catalog
import Foundation
import Localization
import Paywall
@testable import TerminalUI
import Testing
import ScreenGeometry

/// Every screen in every language at 80x24 and 60x20, as exact text (golden files under
/// `__Snapshots__/l10n/LANG/`; record with STOREFRONT_RECORD_SNAPSHOTS=1), and no English chrome
/// word on a screen in another language.
@Suite struct LocalizedScreenTests {
  /// Each language with the storefront a reader of it would have.
  static let languages: [(language: String, storefront: String)] = [
    ("en", "USA"), ("ar", "SAU"), ("fr", "FRA"), ("hi", "IND"), ("tr", "TUR"), ("de", "DEU"), ("ja", "JPN"),
    ("pt-BR", "BRA"),
  ]

  /// Every screen a person can reach, by the keys that reach it from the paywall.
  static let screens: [(name: String, keys: [Key])] = [
    ("paywall", []), ("purchase-sheet", [.down, .down, .down, .enter]), ("account", [.char("a")]),
    ("history", [.char("h")]),
    ("transaction", [.char("h"), .enter]), ("store-controls", [.char("s")]), ("help", [.char("?")]),
    ("languages", [.char("L")]), ("storefronts", [.char("S")]), ("devices", [.char("D")]),
    ("reinstall", [.char("I")]), ("refund", [.char("a"), .char("f")]), ("review", [.char("V")]),
    ("redeem-code", [.char("O"), .char("s"), .char("p"), .char("r"), .char("i"), .char("n"), .char("g")]),
  ]

  static let sizes = [(80, 24), (60, 20)]

  /// The screens drawn for the subscriber with the server-side flows under way
  /// (``AppFixture/serverFlows``): the store controls with refund requests, extensions and a fault.
  static let serverFlowScreens: [(name: String, keys: [Key])] = [
    ("store-controls-flows", [.char("s")]),
    // Help scrolled to the store controls' server-side keys (m, 1-5, r).
    (
      "store-controls-flows-help",
      [.char("s"), .char("?")]
        + Array(repeating: .down, count: KeyBindings.table.firstIndex { $0.command == .cycleRefundDecision }!)
    ),
  ]

  /// The subscriber of ``AppFixture`` (or `account`) in `language` and `storefront`.
  static func state(
    _ language: String, _ storefront: String, columns: Int, rows: Int, account: AccountSnapshot = AppFixture.subscriber
  ) -> AppState {
    var state = try! AppState(
      environment: AppFixture.environment, paywallID: "default", storefrontID: storefront,
      language: LanguageTag(language), size: ScreenSize(columns: columns, rows: rows))
    var account = account
    account.storefrontID = storefront
    // The loader names products in the reader's language; so does this account.
    let names = state.names.products
    account.subscriptions = account.subscriptions.map { renamed($0, names) }
    account.history = account.history.map { renamed($0, names) }
    account.store.pendingApprovals = account.store.pendingApprovals.map { renamed($0, names) }
    account.store.interrupted = account.store.interrupted.map { renamed($0, names) }
    account.store.refundRequests = account.store.refundRequests.map { renamed($0, names) }
    account.store.renewalExtensions = account.store.renewalExtensions.map { renamed($0, names) }
    state.open(account, at: AppFixture.now, environment: AppFixture.environment)
    return state
  }

  /// `line` with its product's name from `names`, as the loader gives it.
  static func renamed<Line: NamedLine>(_ line: Line, _ names: [String: String]) -> Line {
    var line = line
    line.title = names[line.productID] ?? line.title
    return line
  }

  static func render(
    _ language: String, _ storefront: String, screen keys: [Key], columns: Int, rows: Int,
    account: AccountSnapshot = AppFixture.subscriber
  ) -> String {
    var state = state(language, storefront, columns: columns, rows: rows, account: account)
    for key in keys { AppFixture.press(key, on: &state) }
    return AppScreen.render(state, environment: AppFixture.environment).grid.text
  }

  @Test(arguments: languages.map(\.language))
  func everyScreenAtBothSizes(language: String) {
    let storefront = Self.languages.first { $0.language == language }!.storefront
    for (columns, rows) in Self.sizes {
      for screen in Self.screens {
        assertSnapshot(
          Self.render(language, storefront, screen: screen.keys, columns: columns, rows: rows),
          named: "l10n/\(language)/\(screen.name)-\(columns)x\(rows)")
      }
      for screen in Self.serverFlowScreens {
        assertSnapshot(
          Self.render(
            language, storefront, screen: screen.keys, columns: columns, rows: rows, account: AppFixture.serverFlows),
          named: "l10n/\(language)/\(screen.name)-\(columns)x\(rows)")
      }
      var state = Self.state(language, storefront, columns: columns, rows: rows)
      _ = AppReducer.reduce(
        into: &state,
        action: .purchaseFinished(productID: "com.example.pro.yearly", .subscribed(title: "", until: nil)),
        environment: AppFixture.environment)
      assertSnapshot(
        AppScreen.render(state, environment: AppFixture.environment).grid.text,
        named: "l10n/\(language)/banner-\(columns)x\(rows)")
    }
    let small = Self.render(language, storefront, screen: [], columns: 50, rows: 15)
    assertSnapshot(small, named: "l10n/\(language)/too-small-50x15")
  }

  /// English words of the app's own text that a screen in `language` must not show: every word
  /// of four letters or more in the template, unless the language's own catalog uses it too
  /// (German keeps "Premium" and "Storefront") or it is a name.
  static func englishWords(notIn language: String) -> Set<String> {
    let english = Translations.forLanguage("en")
    let other = Translations.forLanguage(language)
    // Names: Apple's and the keys', and the catalog's own names in `language` (German and Turkish
    // call the entitlement "Premium"; Japanese calls it プレミアム, so "Premium" is English there).
    let catalog = CatalogNames(AppFixture.environment.catalog, LanguageTag(language))
    let catalogWords = (Array(catalog.products.values) + catalog.entitlements.values + catalog.groups.values)
      .flatMap { $0.split(whereSeparator: { !$0.isLetter }).map(String.init) }
    let names = Set(["Apple", "Store", "iPhone", "iPad", "Enter", "Space", "Ctrl"] + catalogWords)
    func words(_ text: String) -> [String] {
      text.split(whereSeparator: { !$0.isLetter }).map(String.init).filter { $0.count >= 4 }
    }
    var kept = Set<String>()
    for key in UIKey.allCases {
      for count: Int64 in [1, 2, 5, 11, 100] { kept.formUnion(words(other.plural(key, count: count))) }
    }
    var result = Set<String>()
    for key in UIKey.allCases {
      for count: Int64 in [1, 2] { result.formUnion(words(english.plural(key, count: count))) }
    }
    return result.subtracting(kept).subtracting(names)
  }

  @Test(arguments: languages.map(\.language).filter { $0 != "en" })
  func noEnglishChromeWordOnAnyScreen(language: String) {
    let storefront = Self.languages.first { $0.language == language }!.storefront
    let forbidden = Self.englishWords(notIn: language)
    var found: [String] = []
    // The review overlay lists the rules by their English ids and explanations (the lint
    // report's words), and the transaction screen the JWS as JSON; their chrome is checked here.
    let screens =
      Self.screens.map { ($0.name, $0.keys, AppFixture.subscriber) }
      + Self.serverFlowScreens.map { ($0.name, $0.keys, AppFixture.serverFlows) }
    for screen in screens.map({ (name: $0.0, keys: $0.1, account: $0.2) }) {
      for (columns, rows) in Self.sizes {
        var text = Self.render(
          language, storefront, screen: screen.keys, columns: columns, rows: rows, account: screen.account)
        if screen.name == "review" { text = text.split(separator: "\n").prefix(1).joined() }
        if screen.name == "transaction" {
          text = text.split(separator: "\n").filter { !$0.contains("\"") }.joined(separator: "\n")
        }
        let words = Set(text.split(whereSeparator: { !$0.isLetter }).map(String.init))
        for word in words.intersection(forbidden) { found.append("\(screen.name) \(columns)x\(rows): \(word)") }
      }
    }
    #expect(found.sorted() == [])
  }

  @Test func aBannerOnScreenIsSaidAgainInTheNewLanguageProductNamesIncluded() {
    var state = Self.state("en", "USA", columns: 80, rows: 24)
    _ = AppReducer.reduce(
      into: &state, action: .purchaseFinished(productID: "com.example.pro.yearly", .subscribed(title: "", until: nil)),
      environment: AppFixture.environment)
    #expect(state.bannerText == "Subscribed to Pro Yearly")
    AppFixture.press(.char("L"), on: &state)
    let japanese = AppFixture.environment.choices(.language).firstIndex(of: "ja")!
    for _ in 0..<japanese { AppFixture.press(.down, on: &state) }
    AppFixture.press(.enter, on: &state)
    #expect(state.language == LanguageTag("ja"))
    #expect(state.bannerText == "Pro 年額プランに登録しました")
  }

  /// Issue 12: the switchers glossed languages and named countries in English on every screen.
  @Test func theSwitchersNameLanguagesAndCountriesInTheReadersLanguage() {
    var state = Self.state("ja", "JPN", columns: 80, rows: 24)
    AppFixture.press(.char("L"), on: &state)
    let languages = AppScreen.render(state, environment: AppFixture.environment).grid.text
    #expect(languages.contains("de     Deutsch · ドイツ語"), "\(languages)")
    #expect(!languages.contains("German"))
    AppFixture.press(.escape, .char("S"), on: &state)
    let storefronts = AppScreen.render(state, environment: AppFixture.environment).grid.text
    #expect(storefronts.contains("DEU  ドイツ · EUR"), "\(storefronts)")
    #expect(!storefronts.contains("Germany"))
    var english = Self.state("en", "USA", columns: 80, rows: 24)
    AppFixture.press(.char("S"), on: &english)
    #expect(AppScreen.render(english, environment: AppFixture.environment).grid.text.contains("DEU  Germany · EUR"))
  }

  /// Issue 12: "Premium unlocked" stayed English on every screen (the banner capitalized the
  /// entitlement's id, the status line and account had it in their keys); the catalog names it.
  @Test func theEntitlementAndGroupAreNamedAsTheCatalogNamesThem() {
    var state = Self.state("ja", "JPN", columns: 100, rows: 24)
    _ = AppReducer.reduce(
      into: &state,
      action: .purchaseFinished(productID: "com.iaptutorial.premium", .unlocked(entitlementID: "premium")),
      environment: AppFixture.environment)
    #expect(state.bannerText == "プレミアムをロック解除しました")
    let status = AppChrome.statusSegments(state)
    #expect(status.contains("プレミアム ロック解除済み"))
    #expect(status.contains("Pro：お試し期間中") || status.contains { $0.hasPrefix("Pro：") })
    let arabic = Self.state("ar", "SAU", columns: 100, rows: 24)
    #expect(AppChrome.statusSegments(arabic).contains { $0.hasPrefix("الاشتراك الاحترافي: ") })
    AppFixture.press(.char("a"), on: &state)
    #expect(AppScreen.render(state, environment: AppFixture.environment).grid.text.contains("プレミアム"))
  }
}

/// A list line that names a product, for ``LocalizedScreenTests/renamed(_:_:)``.
protocol NamedLine {
  var productID: String { get }
  var title: String { get set }
}

extension SubscriptionLine: NamedLine {}
extension HistoryLine: NamedLine {}
extension PendingLine: NamedLine {}
extension RefundRequestLine: NamedLine {}
extension RenewalExtensionLine: NamedLine {}
