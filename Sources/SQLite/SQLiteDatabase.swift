internal import CSQLite

#if canImport(Glibc)
  import Glibc
#endif

/// A connection to one SQLite file, opened the way a ledger needs it: WAL, `synchronous=FULL`,
/// a busy timeout, foreign keys, an application id and `user_version` migrations, checked with
/// `quick_check` on open. Writes go through `write`, which uses `BEGIN IMMEDIATE`.
///
/// A damaged, foreign or newer file is reported, never reset. A new file is made whole beside its
/// final name and moved into place, so a file that exists but is empty (0 bytes, or a database
/// with no tables) can only be one that was emptied or truncated: it is reported as damaged, never
/// silently started over. One connection is used by one thread at a time.
public final class SQLiteDatabase {
  /// The file path.
  public let path: String
  let handle: OpaquePointer
  private var statements: [String: SQLiteStatement] = [:]
  private var statementsByAddress: [Int: (sql: String, statement: SQLiteStatement)] = [:]
  private var inTransaction = false
  /// Whether `read`'s transaction is open: what runs inside must not write.
  public private(set) var isReading = false
  /// Whether this connection is the one making a new file (under its temporary name).
  private let isNew: Bool

  /// Opens (creating if needed) the database at `path`, checks it and migrates it.
  ///
  /// - Parameters:
  ///   - applicationID: the program's mark in the file header; a file with another mark is refused.
  ///   - migrations: every schema step in order; a file with a higher `user_version` is refused.
  ///   - busyTimeoutMilliseconds: how long to wait for another process's lock.
  public convenience init(
    path: String, applicationID: Int32, migrations: [SQLiteMigration], busyTimeoutMilliseconds: Int32 = 5000
  ) throws(SQLiteError) {
    if access(path, F_OK) != 0 && errno == ENOENT {
      try Self.createAside(
        path, applicationID: applicationID, migrations: migrations, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    }
    try self.init(
      opening: path, applicationID: applicationID, migrations: migrations,
      busyTimeoutMilliseconds: busyTimeoutMilliseconds, isNew: false)
  }

  /// Makes a new database for `path` under a temporary name beside it, migrated and closed, then
  /// links it into place; when another process got there first, its file is kept and ours removed.
  private static func createAside(
    _ path: String, applicationID: Int32, migrations: [SQLiteMigration], busyTimeoutMilliseconds: Int32
  ) throws(SQLiteError) {
    let temporary = "\(path).new-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    defer {
      for suffix in ["", "-wal", "-shm", "-journal"] { unlink(temporary + suffix) }
    }
    do {
      // Closed at the end of this scope: the last connection checkpoints and removes its WAL.
      _ = try SQLiteDatabase(
        opening: temporary, applicationID: applicationID, migrations: migrations,
        busyTimeoutMilliseconds: busyTimeoutMilliseconds, isNew: true)
    }
    if link(temporary, path) != 0 && errno != EEXIST {
      let reason = String(cString: strerror(errno))
      throw SQLiteError(kind: .cannotOpen, code: 0, message: "cannot create the database: \(reason)", path: path)
    }
    let directory = path.lastIndex(of: "/").map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
    let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if descriptor >= 0 {
      fsync(descriptor)
      close(descriptor)
    }
  }

  /// SQLite's process-wide memory settings, made once before its first use (later calls are refused
  /// by SQLite once it is initialized, which is harmless).
  private static let memorySettings: Int32 = storefront_sqlite_small_memory()

  private init(
    opening path: String, applicationID: Int32, migrations: [SQLiteMigration], busyTimeoutMilliseconds: Int32,
    isNew: Bool
  ) throws(SQLiteError) {
    self.path = path
    self.isNew = isNew
    _ = Self.memorySettings
    var connection: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | (isNew ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX
    let result = sqlite3_open_v2(path, &connection, flags, nil)
    guard result == SQLITE_OK, let connection else {
      let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
      sqlite3_close_v2(connection)
      throw SQLiteError(kind: .cannotOpen, code: result, message: "cannot open the database: \(message)", path: path)
    }
    handle = connection
    sqlite3_extended_result_codes(handle, 1)
    FineBusyWait.install(on: handle, milliseconds: busyTimeoutMilliseconds)
    do {
      try configureRetryingDeadlocks(
        applicationID: applicationID, migrations: migrations, timeoutMilliseconds: busyTimeoutMilliseconds)
    } catch {
      statementsByAddress.removeAll()
      statements.removeAll()
      sqlite3_close_v2(handle)
      throw error
    }
  }

  /// Configures the connection, starting over when it loses a lock race that SQLite resolves
  /// by failing at once instead of waiting: two processes switching a new file to WAL at the
  /// same moment both hold a shared lock and want an exclusive one, and one of them must back
  /// off. Every step of `configure` is safe to repeat.
  private func configureRetryingDeadlocks(
    applicationID: Int32, migrations: [SQLiteMigration], timeoutMilliseconds: Int32
  ) throws(SQLiteError) {
    var waited: Int32 = 0
    var pause: Int32 = 1
    while true {
      do {
        return try configure(applicationID: applicationID, migrations: migrations)
      } catch  where error.kind == .busy && waited < timeoutMilliseconds {
        usleep(useconds_t(pause) * 1000)
        waited += pause
        pause = min(pause * 2, 50)
      }
    }
  }

  deinit {
    statementsByAddress.removeAll()
    statements.removeAll()
    sqlite3_close_v2(handle)
  }

  private func configure(applicationID: Int32, migrations: [SQLiteMigration]) throws(SQLiteError) {
    // Everything that could refuse the file runs before anything that writes to it, so that
    // opening another program's database (or a damaged or newer one) leaves it untouched.
    // The first statement that reads the file tells a non-database apart.
    // The checks read one snapshot: another process may be creating the file at this moment.
    try execute("BEGIN")
    let storedID: Int64
    let version: Int64
    let known = Int64(migrations.last?.version ?? 0)
    do {
      (storedID, version) = try checkedHeader(applicationID: applicationID, known: known)
      try execute("COMMIT")
    } catch {
      _ = sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
      throw error
    }
    let mode = try scalarText("PRAGMA journal_mode=WAL")
    guard mode.lowercased() == "wal" else {
      throw SQLiteError(
        kind: .other, code: 0, message: "cannot switch the database to WAL mode (got \(mode))", path: path)
    }
    try execute("PRAGMA synchronous=FULL")
    try execute("PRAGMA foreign_keys=ON")
    if version < known || storedID != Int64(applicationID) {
      try migrate(from: version, applicationID: applicationID, migrations: migrations)
    }
  }

  /// The file's application id and schema version, after refusing a foreign, newer or damaged
  /// file (inside a read transaction).
  private func checkedHeader(applicationID: Int32, known: Int64) throws(SQLiteError) -> (Int64, Int64) {
    let storedID = try scalarInt("PRAGMA application_id")
    let version = try scalarInt("PRAGMA user_version")
    let tables = try scalarInt("SELECT count(*) FROM sqlite_schema")
    if storedID != Int64(applicationID) {
      guard storedID == 0 && version == 0 && tables == 0 else {
        throw SQLiteError(
          kind: .foreignDatabase, code: 0,
          message: "is not a Storefront database (application id \(storedID)); refusing to touch it", path: path)
      }
      guard isNew else {
        // Only a file made here starts empty; one that exists empty was emptied or truncated.
        var status = stat()
        let empty = stat(path, &status) == 0 && status.st_size == 0 ? "is empty (0 bytes)" : "has no tables"
        throw SQLiteError(
          kind: .corrupt, code: 0,
          message: "is damaged: it \(empty), so what it held is lost; refusing to start it over "
            + "(move it aside to start anew)", path: path)
      }
    } else if !isNew && known > 0 && (version == 0 || tables == 0) {
      throw SQLiteError(
        kind: .corrupt, code: 0,
        message:
          "is damaged: its schema version is \(version) but \(tables == 0 ? "it has no tables" : "it holds tables")"
          + "; refusing to migrate it",
        path: path)
    }
    if version > known {
      throw SQLiteError(
        kind: .newerSchema, code: 0,
        message: "was written by a newer version of Storefront (schema \(version), this one knows \(known))", path: path
      )
    }
    let check = try scalarText("PRAGMA quick_check")
    guard check == "ok" else {
      throw SQLiteError(kind: .corrupt, code: 11, message: "is damaged: quick_check says \(check)", path: path)
    }
    return (storedID, version)
  }

  /// Runs the pending migrations in one immediate transaction, re-reading the version inside
  /// it so that two processes opening a new file at once migrate it once.
  private func migrate(from _: Int64, applicationID: Int32, migrations: [SQLiteMigration]) throws(SQLiteError) {
    do {
      try write { database in
        let current = try database.scalarInt("PRAGMA user_version")
        for migration in migrations where Int64(migration.version) > current {
          try database.execute(migration.sql)
          try migration.code?(database)
          try database.execute("PRAGMA user_version=\(migration.version)")
        }
        try database.execute("PRAGMA application_id=\(applicationID)")
      }
    } catch {
      throw error as? SQLiteError ?? SQLiteError(kind: .other, code: 0, message: "\(error)", path: path)
    }
  }

  // MARK: - Statements

  /// The error for result `code`, with SQLite's message.
  func error(_ code: Int32) -> SQLiteError {
    SQLiteError(
      kind: SQLiteError.kind(for: code), code: code, message: String(cString: sqlite3_errmsg(handle)), path: path)
  }

  /// Runs SQL that returns no rows (several statements allowed).
  public func execute(_ sql: String) throws(SQLiteError) {
    let result = sqlite3_exec(handle, sql, nil, nil, nil)
    if result != SQLITE_OK { throw error(result) }
  }

  private func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    // Most SQL is a literal or a static string, whose text lives at one address: looking that
    // up first spares hashing the whole text on every call. The text is still compared (in
    // O(1) when it is the same string), since a freed string's address can be reused.
    let address = sql.utf8.withContiguousStorageIfAvailable { Int(bitPattern: $0.baseAddress) } ?? 0
    if let recent = statementsByAddress[address], recent.sql == sql { return recent.statement }
    let statement = try preparedStatement(sql)
    if statementsByAddress.count >= 512 { statementsByAddress.removeAll(keepingCapacity: true) }
    statementsByAddress[address] = (sql, statement)
    return statement
  }

  private func preparedStatement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    if let cached = statements[sql] { return cached }
    var pointer: OpaquePointer?
    let result = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil)
    guard result == SQLITE_OK, let pointer else { throw error(result) }
    let statement = SQLiteStatement(handle: pointer, database: self)
    statements[sql] = statement
    return statement
  }

  /// Runs `sql` with `arguments` and returns how many rows it changed.
  @discardableResult
  public func run(_ sql: String, _ arguments: any SQLiteBindable...) throws(SQLiteError) -> Int {
    try runArray(sql, arguments)
  }

  /// Runs `sql` with an array of arguments and returns how many rows it changed.
  @discardableResult
  public func runArray(_ sql: String, _ arguments: [any SQLiteBindable]) throws(SQLiteError) -> Int {
    let statement = try statement(sql)
    try statement.bind(arguments)
    while try statement.step() {}
    return Int(sqlite3_changes(handle))
  }

  /// Runs a query and maps each row with `body`.
  public func query<Row>(
    _ sql: String, _ arguments: any SQLiteBindable..., row body: (SQLiteRow) throws(SQLiteError) -> Row
  ) throws(SQLiteError) -> [Row] {
    try query(sql, arguments: arguments, row: body)
  }

  /// Runs a query with an array of arguments and maps each row with `body`.
  public func query<Row>(
    _ sql: String, arguments: [any SQLiteBindable], row body: (SQLiteRow) throws(SQLiteError) -> Row
  ) throws(SQLiteError) -> [Row] {
    let statement = try statement(sql)
    try statement.bind(arguments)
    var rows: [Row] = []
    while try statement.step() { rows.append(try body(statement.row)) }
    return rows
  }

  /// The first row of a query mapped with `body`, or nil when there is none.
  public func first<Row>(
    _ sql: String, _ arguments: any SQLiteBindable..., row body: (SQLiteRow) throws(SQLiteError) -> Row
  ) throws(SQLiteError) -> Row? {
    try first(sql, arguments: arguments, row: body)
  }

  /// The first row of a query with an array of arguments, mapped with `body`, or nil.
  public func first<Row>(
    _ sql: String, arguments: [any SQLiteBindable], row body: (SQLiteRow) throws(SQLiteError) -> Row
  ) throws(SQLiteError) -> Row? {
    let statement = try statement(sql)
    try statement.bind(arguments)
    defer { sqlite3_reset(statement.handle) }
    return try statement.step() ? try body(statement.row) : nil
  }

  /// The integer in the first column of the first row (0 when there is none).
  public func scalarInt(_ sql: String, _ arguments: any SQLiteBindable...) throws(SQLiteError) -> Int64 {
    let statement = try statement(sql)
    try statement.bind(arguments)
    defer { sqlite3_reset(statement.handle) }
    return try statement.step() ? statement.row.int64(0) : 0
  }

  /// The text in the first column of the first row ("" when there is none).
  public func scalarText(_ sql: String, _ arguments: any SQLiteBindable...) throws(SQLiteError) -> String {
    let statement = try statement(sql)
    try statement.bind(arguments)
    defer { sqlite3_reset(statement.handle) }
    return try statement.step() ? statement.row.text(0) : ""
  }

  /// Rows changed by the last statement.
  public var changes: Int { Int(sqlite3_changes(handle)) }

  /// Rows changed by every statement since the connection opened (to tell whether a transaction
  /// has written anything).
  public var totalChanges: Int { Int(sqlite3_total_changes(handle)) }

  // MARK: - Transactions

  /// Runs `body` in a write transaction (`BEGIN IMMEDIATE`): all of it is committed or none.
  ///
  /// Taking the write lock first means no statement inside can fail with SQLITE_BUSY; a lock
  /// held by another process past the busy timeout fails here with `.busy`, before any change.
  /// Whatever `body` throws rolls the transaction back and is rethrown as it is.
  @discardableResult
  public func write<Result>(_ body: (SQLiteDatabase) throws -> Result) throws -> Result {
    try transaction("BEGIN IMMEDIATE", reading: false, body)
  }

  /// Runs `body` in a read transaction, so that it sees one consistent snapshot.
  @discardableResult
  public func read<Result>(_ body: (SQLiteDatabase) throws -> Result) throws -> Result {
    try transaction("BEGIN", reading: true, body)
  }

  /// Runs `body` between `begin` and `COMMIT`, rolling back and rethrowing whatever it throws.
  private func transaction<Result>(
    _ begin: String, reading: Bool, _ body: (SQLiteDatabase) throws -> Result
  ) throws -> Result {
    precondition(!inTransaction, "nested transaction")
    try execute(begin)
    inTransaction = true
    isReading = reading
    defer {
      inTransaction = false
      isReading = false
    }
    do {
      let result = try body(self)
      try execute("COMMIT")
      return result
    } catch {
      _ = sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
      throw error
    }
  }

  /// The version of the linked SQLite library, e.g. `3.40.1`.
  public static var libraryVersion: String { String(cString: sqlite3_libversion()) }
}
