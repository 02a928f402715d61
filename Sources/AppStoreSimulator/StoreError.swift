public import JWS
public import SQLite

/// Why the simulated store could not do what was asked.
public enum StoreError: Error, CustomStringConvertible, Sendable {
  /// The ledger is locked by another process past the busy timeout (sysexits 75).
  case busy(SQLiteError)
  /// The ledger is damaged, foreign, newer or cannot be written (sysexits 74).
  case storage(SQLiteError)
  /// The signing identity cannot be loaded or created (sysexits 74).
  case identity(SigningIdentityStoreError)
  /// The request names something the store does not have (sysexits 65 or 64).
  case invalidRequest(String)
  /// The clock cannot move as asked: backwards, or past what the store can sign (sysexits 64).
  case clockLimit(ClockLimitError)
  /// Another storefront has the store open, so it cannot be reset (sysexits 75).
  case inUse(String)
  /// The ledger at `path` contradicts itself: a row names one that is not there (sysexits 74).
  case damagedLedger(path: String, detail: String)

  /// The sysexits code for this error.
  public var exitCode: Int32 {
    switch self {
    case .busy, .inUse: 75
    case .storage, .identity, .damagedLedger: 74
    case .invalidRequest: 65
    case .clockLimit: 64
    }
  }

  public var description: String {
    switch self {
    case .busy(let error): "\(error.path): the store is busy (another storefront is writing); try again"
    case .storage(let error): error.description
    case .identity(let error): error.description
    case .invalidRequest(let message), .inUse(let message): message
    case .clockLimit(let error): error.description
    case .damagedLedger(let path, let detail): "\(path): the ledger is damaged: \(detail)"
    }
  }

  /// Wraps an SQLite error, telling a busy lock from storage failures.
  static func from(_ error: SQLiteError) -> StoreError {
    error.kind == .busy ? .busy(error) : .storage(error)
  }

  /// Any error thrown inside a store transaction, as a `StoreError`.
  static func wrap(_ error: any Error) -> StoreError {
    switch error {
    case let error as StoreError: error
    case let error as SQLiteError: from(error)
    case let error as ClockLimitError: .clockLimit(error)
    default: .invalidRequest("\(error)")
    }
  }
}
