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
}
