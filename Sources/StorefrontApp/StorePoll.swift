import FoundationEssentials

/// What one look at the store between keys found.
enum StorePoll: Equatable {
  /// Too soon since the last look: nothing to do.
  case notYet
  /// The store's clock now; nothing else changed since the account was last loaded.
  case tick(Date)
  /// The store's clock now, and the account must be received and loaded again: the store changed
  /// (a purchase, renewal or refund anywhere) or it is time for the periodic look.
  case changed(Date)
  /// The store could not be read; the reason, one line.
  case failed(String)
}
