import StoreWire

/// What the store watcher reads between keys: the store's clock and its change counter, after
/// letting the store process every moment that passed. The store behind the wire and its controls
/// is one; tests put a failing or counting one in its place.
protocol StoreWatchSource: AnyObject {
  /// Processes renewals, expiries and retries due by the store's clock.
  func catchUp() throws
  /// The store's clock in epoch milliseconds.
  func now() throws -> Int64
  /// The highest change counter among `account`'s transactions.
  func latestUpdateSequence(account: String) throws -> Int64
}

/// The watcher's view of a store reached through the wire and the store controls.
final class WireWatchSource: StoreWatchSource {
  private let wire: any StoreWire
  private let controls: any StoreControls

  /// A source reading `wire` and moving the store on through `controls`.
  init(wire: any StoreWire, controls: any StoreControls) {
    self.wire = wire
    self.controls = controls
  }

  func catchUp() throws { try controls.catchUp() }

  func now() throws -> Int64 { try wire.currentDate() }

  func latestUpdateSequence(account: String) throws -> Int64 { try wire.latestUpdateSequence(account: account) }
}
