/// A list of languages, storefronts or devices to pick from; the current one is marked.
enum SwitcherScreen {
  /// Draws the switcher of `kind`.
  static func draw(_ state: AppState, kind: SwitcherKind, environment: AppEnvironment, into grid: inout CellGrid) {
    let current: String
    let title: String
    switch kind {
    case .language: (title, current) = (state.words(.screenLanguage), state.language.identifier)
    case .storefront: (title, current) = (state.words(.screenStorefront), state.storefrontID)
    case .device: (title, current) = (state.words(.screenDevice), state.account?.device ?? "")
    }
    AppChrome.drawTitle(title, hint: state.words(.screenSwitcherHint, current), into: &grid)
    let lines = state.choices(kind, environment: environment).map {
      let label = environment.label($0, in: kind, reader: state.language)
      return $0 == current ? state.words(.screenCurrent, label) : label
    }
    let rows = 3..<AppChrome.contentRows(state).upperBound
    ListPainter.draw(lines, selected: state.selection(.switcher), rows: rows, into: &grid)
  }
}
