public import FoundationEssentials

extension AppState {
  /// The app as it opens on `account` at the store moment `now`: the account loaded, then the clock read
  /// (the runtime's first two actions).
  public mutating func open(_ account: AccountSnapshot, at now: Date, environment: AppEnvironment) {
    _ = AppReducer.reduce(into: &self, action: .accountLoaded(account), environment: environment)
    _ = AppReducer.reduce(into: &self, action: .tick(now), environment: environment)
  }
}
