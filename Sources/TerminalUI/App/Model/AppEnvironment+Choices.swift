import Catalog
import FoundationEssentials
import FoundationInternationalization

extension AppEnvironment {
  /// What a switcher of `kind` offers: language tags, storefront ids or device names.
  public func choices(_ kind: SwitcherKind) -> [String] {
    switch kind {
    case .language: languages.map(\.identifier)
    case .storefront: storefrontIDs
    case .device: devices
    }
  }

  /// How a switcher shows `choice` to a reader of `reader`: a language with its own name and its
  /// name in the reader's language ("ja  日本語 · Japanese", "de  Deutsch · ドイツ語"), a storefront with
  /// its country in the reader's language and its currency ("DEU  ドイツ · EUR"), a device as is.
  public func label(_ choice: String, in kind: SwitcherKind, reader: LanguageTag) -> String {
    let readers = Locale(identifier: reader.identifier)
    switch kind {
    case .language:
      let names = [
        Locale(identifier: choice).localizedString(forIdentifier: choice),
        readers.localizedString(forIdentifier: choice),
      ]
      return Self.labelled(choice, names.compactMap { $0 }, codeWidth: codeWidth(kind))
    case .storefront:
      let storefront = catalog.storefront(choice)
      let country = StandardCodes.alpha2ByAlpha3[choice].flatMap { readers.localizedString(forRegionCode: $0) }
      return Self.labelled(choice, [country, storefront?.currency].compactMap { $0 }, codeWidth: codeWidth(kind))
    case .device:
      return choice
    }
  }

  /// The widest code the switcher of `kind` offers, so that the names after the codes line up
  /// (`pt-BR` beside `ar`).
  private func codeWidth(_ kind: SwitcherKind) -> Int {
    choices(kind).map(\.count).max() ?? 0
  }

  /// `code`, padded to `codeWidth`, then its names, each once, apart by " · ".
  private static func labelled(_ code: String, _ names: [String], codeWidth: Int) -> String {
    var unique: [String] = []
    for name in names where !unique.contains(name) && name != code { unique.append(name) }
    let padding = String(repeating: " ", count: max(0, codeWidth - code.count))
    return unique.isEmpty ? code : "\(code)\(padding)  \(unique.joined(separator: " · "))"
  }
}
