import Catalog
import Localization
import Testing

@testable import TerminalUI

/// Help scrolls as far as its last page and no further: arrows pressed past the end are not
/// counted, so the first ↑ moves the screen at once.
struct HelpScrollTests {
  let environment = AppFixture.environment

  func screen(_ state: AppState) -> String { AppScreen.render(state, environment: environment).grid.text }

  @Test(arguments: [(80, 24), (60, 20), (120, 40)])
  func theFirstUpAfterTheEndMovesTheScreen(columns: Int, rows: Int) {
    var state = AppFixture.loaded(columns: columns, rows: rows)
    _ = AppFixture.press(.char("?"), on: &state)
    for _ in 0..<50 { _ = AppFixture.press(.down, on: &state) }
    let end = screen(state)
    _ = AppFixture.press(.down, on: &state)
    #expect(screen(state) == end)
    _ = AppFixture.press(.up, on: &state)
    #expect(screen(state) != end)
  }

  /// A description as wide as its column is wrapped: two columns always part it from where its
  /// key works ("…wiederherstellen (in jeder Ansicht) überall" ran together in German).
  @Test(arguments: Translations.languages)
  func aDescriptionNeverTouchesItsScope(language: String) {
    let words = Translations.forLanguage(language)
    for binding in KeyBindings.table {
      let rows = HelpScreen.entryRows(binding, width: 78, words)
      let scope = HelpScreen.scope(binding.routes, words)
      guard let first = rows.first, first.hasSuffix(scope) else { continue }
      let before = first.dropLast(scope.count)
      #expect(before.hasSuffix("  "), "\(language): \(first)")
    }
  }

  /// Issue 12 (walkthrough): in Japanese and Hindi the last row of help was the first half of a
  /// binding whose description went on below the screen; only whole bindings are shown, at every
  /// scroll position.
  @Test(arguments: Translations.languages.filter { $0 != "ar" }, [(80, 24), (60, 20)])
  func onlyWholeBindingsAreShown(language: String, size: (columns: Int, rows: Int)) {
    var state = LocalizedScreenTests.state(language, "USA", columns: size.columns, rows: size.rows)
    _ = AppFixture.press(.char("?"), on: &state)
    let entries = KeyBindings.table.map {
      HelpScreen.entryRows($0, width: size.columns - 2, state.words).map { Self.trimmed($0) }
    }
    for position in 0..<HelpScreen.scrollPositions(state) {
      let grid = AppScreen.render(state, environment: environment).grid
      var shown = AppChrome.contentRows(state).filter { $0 >= 3 }.map {
        Self.trimmed(String(grid.rowText($0).dropFirst()))
      }
      while shown.last == "" { shown.removeLast() }
      let whole = (position...entries.count).map { entries[position..<$0].flatMap { $0 } }
      let isWhole = whole.contains(shown)
      #expect(isWhole, "\(language) \(size) at \(position): \(shown.last ?? "")")
      _ = AppFixture.press(.down, on: &state)
    }
  }

  static func trimmed(_ text: String) -> String {
    String(text.reversed().drop { $0 == " " }.reversed())
  }
}
