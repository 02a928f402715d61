/// One transaction delivered through `StoreClient.updates`.
public struct TransactionUpdate: Sendable, Equatable {
  /// The transaction, verified or with the reason it is not.
  public var transaction: VerificationResult<Transaction>
  /// Coins it credited (or took back, negative); 0 when it changed none.
  public var coins: Int64
  /// Whether it was an unfinished transaction that can never verify, set aside (reported once
  /// and never delivered again).
  public var isSetAside = false

  /// An update.
  public init(transaction: VerificationResult<Transaction>, coins: Int64, isSetAside: Bool = false) {
    self.transaction = transaction
    self.coins = coins
    self.isSetAside = isSetAside
  }
}
