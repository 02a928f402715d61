/// What a launch found when the store was not the one the install last synced with (it was reset,
/// or its ledger was lost): the install keeps its coins, and keeps what that store signed apart,
/// where it unlocks nothing.
public struct StoreChange: Sendable, Equatable {
  /// How many transactions of the former store were kept apart.
  public var keptTransactions: Int
  /// The coins the install keeps.
  public var coins: Int64

  /// One line for the user.
  public var message: String {
    "this install last synced with another store (it was reset or its ledger was replaced): it keeps its "
      + "\(coins) coins; \(purchases) that store signed \(keptTransactions == 1 ? "is" : "are") kept apart and "
      + "\(keptTransactions == 1 ? "unlocks" : "unlock") nothing here"
  }

  /// The same, short enough for a banner at 80 columns.
  public var shortMessage: String {
    "The store was reset: \(coins) coins kept; \(purchases) from before "
      + "\(keptTransactions == 1 ? "unlocks" : "unlock") nothing"
  }

  private var purchases: String { keptTransactions == 1 ? "1 transaction" : "\(keptTransactions) transactions" }
}
