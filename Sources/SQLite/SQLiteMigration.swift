/// One step of the schema: the SQL that takes `user_version` from `version - 1` to `version`,
/// and optionally code that finishes the step where SQL alone cannot (such as a column computed
/// by Swift from existing rows).
public struct SQLiteMigration: Sendable {
  /// The schema version after this step (1 for the first).
  public var version: Int32
  /// The statements, run in one immediate transaction together with the version bump.
  public var sql: String
  /// Run after `sql`, inside the same transaction.
  public var code: (@Sendable (SQLiteDatabase) throws(SQLiteError) -> Void)?

  /// Creates a migration step.
  public init(version: Int32, sql: String, code: (@Sendable (SQLiteDatabase) throws(SQLiteError) -> Void)? = nil) {
    self.version = version
    self.sql = sql
    self.code = code
  }
}
