/// A transaction as the wire carries it: its JWS and the store's change counter.
public struct WireTransaction: Sendable, Equatable, Codable {
  /// The compact JWS (verify before use).
  public var jws: String
  /// The store's change counter for this version of the transaction.
  public var updateSequence: Int64

  /// A wire transaction.
  public init(jws: String, updateSequence: Int64) {
    self.jws = jws
    self.updateSequence = updateSequence
  }
}
