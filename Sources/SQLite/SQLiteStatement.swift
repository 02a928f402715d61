internal import CSQLite

/// A prepared statement: bind parameters, step through rows, read columns by index.
///
/// Statements are cached by the database and reset before each use.
public final class SQLiteStatement {
  let handle: OpaquePointer
  unowned let database: SQLiteDatabase

  init(handle: OpaquePointer, database: SQLiteDatabase) {
    self.handle = handle
    self.database = database
  }

  deinit { sqlite3_finalize(handle) }

  /// Resets the statement and binds `values` to its parameters `?1...?n` (exactly as many as
  /// the statement has, so no value of an earlier use can linger).
  func bind(_ values: [any SQLiteBindable]) throws(SQLiteError) {
    sqlite3_reset(handle)
    let expected = Int(sqlite3_bind_parameter_count(handle))
    guard values.count == expected else {
      throw SQLiteError(
        kind: .other, code: SQLITE_RANGE,
        message:
          "a statement with \(expected) parameters was given \(values.count) values: \(String(cString: sqlite3_sql(handle)))",
        path: database.path)
    }
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let result: Int32
      switch value.sqliteValue {
      case .integer(let number): result = sqlite3_bind_int64(handle, index, number)
      case .text(var text):
        result = text.withUTF8 { utf8 in
          // An empty buffer may have no address; SQLite takes a zero-length text from "".
          guard let start = utf8.baseAddress else {
            return sqlite3_bind_text(handle, index, "", 0, storefront_sqlite_transient())
          }
          return sqlite3_bind_text(
            handle, index, UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self), Int32(utf8.count),
            storefront_sqlite_transient())
        }
      case .blob(let bytes):
        result = bytes.withUnsafeBytes {
          sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), storefront_sqlite_transient())
        }
      case .null: result = sqlite3_bind_null(handle, index)
      }
      if result != SQLITE_OK { throw database.error(result) }
    }
  }

  /// Advances to the next row; false when there are no more.
  func step() throws(SQLiteError) -> Bool {
    let result = sqlite3_step(handle)
    switch result {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default:
      sqlite3_reset(handle)
      throw database.error(result)
    }
  }

  /// The current row.
  var row: SQLiteRow { SQLiteRow(statement: self) }
}

/// The current row of a statement; valid until the statement steps again.
public struct SQLiteRow {
  let statement: SQLiteStatement

  /// Column `index` as an integer (0 for NULL).
  public func int64(_ index: Int32) -> Int64 { sqlite3_column_int64(statement.handle, index) }

  /// Column `index` as an Int (0 for NULL).
  public func int(_ index: Int32) -> Int { Int(int64(index)) }

  /// Column `index` as an integer, or nil for NULL.
  public func optionalInt64(_ index: Int32) -> Int64? { isNull(index) ? nil : int64(index) }

  /// Column `index` as text ("" for NULL).
  public func text(_ index: Int32) -> String {
    guard let pointer = sqlite3_column_text(statement.handle, index) else { return "" }
    let count = Int(sqlite3_column_bytes(statement.handle, index))
    return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
  }

  /// Column `index` as text, or nil for NULL.
  public func optionalText(_ index: Int32) -> String? { isNull(index) ? nil : text(index) }

  /// Column `index` as bytes (empty for NULL).
  public func blob(_ index: Int32) -> [UInt8] {
    let count = Int(sqlite3_column_bytes(statement.handle, index))
    guard count > 0, let pointer = sqlite3_column_blob(statement.handle, index) else { return [] }
    return Array(UnsafeRawBufferPointer(start: pointer, count: count))
  }

  /// Whether column `index` is NULL.
  public func isNull(_ index: Int32) -> Bool { sqlite3_column_type(statement.handle, index) == SQLITE_NULL }

  /// Column `index` as one of a closed set of values (a product type, a reason): an error naming
  /// the database and the column when it holds anything else (a damaged file), never a guess.
  public func value<Value: RawRepresentable>(_ index: Int32, as type: Value.Type) throws(SQLiteError) -> Value
  where Value.RawValue: SQLiteColumnValue {
    guard let value = try optionalValue(index, as: type) else { throw unknown(index, "NULL") }
    return value
  }

  /// Column `index` as one of a closed set of values, or nil for NULL; an error for anything else.
  public func optionalValue<Value: RawRepresentable>(_ index: Int32, as type: Value.Type) throws(SQLiteError)
    -> Value?
  where Value.RawValue: SQLiteColumnValue {
    guard !isNull(index) else { return nil }
    let raw = Value.RawValue.read(self, index)
    guard let value = Value(rawValue: raw) else { throw unknown(index, "\(raw)") }
    return value
  }

  private func unknown(_ index: Int32, _ shown: String) -> SQLiteError {
    let column = sqlite3_column_name(statement.handle, index).map { String(cString: $0) } ?? "column \(index)"
    return SQLiteError(
      kind: .corrupt, code: 11, message: "\(column) holds \(shown.prefix(40)), which is not a value it can hold",
      path: statement.database.path)
  }
}

/// A raw value type a column can be read as (text or integer).
public protocol SQLiteColumnValue {
  /// Column `index` of `row` as this type.
  static func read(_ row: SQLiteRow, _ index: Int32) -> Self
}

extension String: SQLiteColumnValue {
  public static func read(_ row: SQLiteRow, _ index: Int32) -> String { row.text(index) }
}

extension Int: SQLiteColumnValue {
  public static func read(_ row: SQLiteRow, _ index: Int32) -> Int { row.int(index) }
}
