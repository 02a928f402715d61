/// A value bound to or read from SQLite: integers for money and dates, never floating point.
public enum SQLiteValue: Sendable, Equatable {
  case integer(Int64)
  case text(String)
  case blob([UInt8])
  case null
}

/// Types that bind as a parameter of a statement.
public protocol SQLiteBindable: Sendable {
  /// The value to bind.
  var sqliteValue: SQLiteValue { get }
}

extension Int64: SQLiteBindable {
  public var sqliteValue: SQLiteValue { .integer(self) }
}

extension Int: SQLiteBindable {
  public var sqliteValue: SQLiteValue { .integer(Int64(self)) }
}

extension Bool: SQLiteBindable {
  public var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }
}

extension String: SQLiteBindable {
  public var sqliteValue: SQLiteValue { .text(self) }
}

extension Array: SQLiteBindable where Element == UInt8 {
  public var sqliteValue: SQLiteValue { .blob(self) }
}

extension Optional: SQLiteBindable where Wrapped: SQLiteBindable {
  public var sqliteValue: SQLiteValue { self?.sqliteValue ?? .null }
}

extension SQLiteValue: SQLiteBindable {
  public var sqliteValue: SQLiteValue { self }
}
