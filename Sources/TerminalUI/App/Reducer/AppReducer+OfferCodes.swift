extension AppReducer {
  /// The longest offer code the sheet takes (App Store Connect's limit for a custom code).
  static let longestOfferCode = 64

  /// Types `key` into the offer code on the "Redeem code" sheet: a letter or digit (in capitals, up
  /// to the longest code) or Backspace; true when the key was typing, not a command.
  static func type(_ key: Key, into state: inout AppState) -> Bool {
    switch key {
    case .char(let character):
      // An ASCII letter or digit: ASCII's only letters and numbers are A–Z, a–z and 0–9.
      guard character.isASCII, character.isLetter || character.isNumber else { return false }
      if state.offerCodeEntry.utf8.count < longestOfferCode { state.offerCodeEntry.append(character.uppercased()) }
    case .backspace:
      if !state.offerCodeEntry.isEmpty { state.offerCodeEntry.removeLast() }
    default:
      return false
    }
    // Typing is doing something else: the last message goes (unless a redemption still runs).
    if !state.busy { state.banner = nil }
    return true
  }

  /// Opens the "Redeem code" sheet (an empty code), or redeems the code typed on it.
  static func redeem(_ command: AppCommand, state: inout AppState) -> [Effect] {
    if command == .openRedeemCode {
      state.offerCodeEntry = ""
      state.routes = [.paywall, .redeemCode]
      return []
    }
    guard !state.busy else { return [] }
    guard !state.offerCodeEntry.isEmpty else {
      state.banner = Banner(LocalizedText(.bannerCodeEmpty), tone: .failure)
      return []
    }
    state.busy = true
    state.banner = Banner(LocalizedText(.bannerWorking))
    return [.redeemOfferCode(state.offerCodeEntry)]
  }
}
