/// What the switchers offer in a state.
extension AppState {
  /// The entries of the switcher of `kind`: the environment's, and for devices also every install
  /// the last load found and the current device, each once, sorted.
  public func choices(_ kind: SwitcherKind, environment: AppEnvironment) -> [String] {
    guard kind == .device, let account else { return environment.choices(kind) }
    return Array(Set(environment.devices + account.installs + [account.device])).sorted()
  }
}
