extension AppEnvironment {
  /// What a switcher of `kind` offers: language tags, storefront ids or device names.
  public func choices(_ kind: SwitcherKind) -> [String] {
    switch kind {
    case .language: languages.map(\.identifier)
    case .storefront: storefrontIDs
    case .device: devices
    }
  }
}
