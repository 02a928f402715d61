/// One word of the store's update feed: an account's change counter and the store's clock, as a
/// device on another machine hears them (`StoreWire.awaitUpdate`).
public struct WireUpdate: Sendable, Equatable, Codable {
  /// The highest change counter among the account's transactions.
  public var sequence: Int64
  /// The store's clock in epoch milliseconds.
  public var now: Int64

  /// An update with `sequence` at store time `now`.
  public init(sequence: Int64, now: Int64) {
    self.sequence = sequence
    self.now = now
  }
}
