/// One step of the schema: the SQL that takes `user_version` from `version - 1` to `version`.
public struct SQLiteMigration: Sendable {
  /// The schema version after this step (1 for the first).
  public var version: Int32
  /// The statements, run in one immediate transaction together with the version bump.
  public var sql: String

  /// Creates a migration step.
  public init(version: Int32, sql: String) {
    self.version = version
    self.sql = sql
  }
}
