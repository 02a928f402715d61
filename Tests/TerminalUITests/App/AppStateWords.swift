import TerminalUI

extension AppState {
  /// The banner's words as the screen says them, in the state's language.
  var bannerText: String? { banner.map { say($0.text) } }
}
