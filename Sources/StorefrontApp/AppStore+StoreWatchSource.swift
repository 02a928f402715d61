import AppStoreSimulator

/// The simulated store, watched directly (the clock and the change counter are not on the wire).
extension AppStore: StoreWatchSource {}
