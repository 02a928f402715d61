import Catalog
import TerminalUI

extension AppAction {
  /// What a control's or failure's banner says in English, product names as the catalog has them.
  var englishWords: String? {
    switch self {
    case .controlFinished(let text), .failed(let text):
      text.resolved(in: LanguageTag("en"), catalog: AppHarness.catalog)
    default: nil
    }
  }

  /// Whether this is a failure (rather than a control's result).
  var isFailure: Bool {
    if case .failed = self { return true }
    return false
  }
}
