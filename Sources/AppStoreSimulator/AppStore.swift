public import Catalog
import FoundationEssentials
public import JWS
import SQLite
import StoreWire

#if canImport(Glibc)
  import Glibc
#endif

/// The simulated App Store: accounts and devices, the clock, purchases and their outcomes, the
/// subscription lifecycle, refunds, the ledger, signed transactions and server notifications.
///
/// All state lives in a SQLite ledger in the store directory, so any number of processes can
/// use one store. Every change runs in one immediate transaction that first processes
/// everything the clock has made due, so renewals and expiries happen exactly once, in time
/// order, whoever touches the store.
public final class AppStore {
  /// What the store sells.
  public let catalog: Catalog
  /// The certificates and key every JWS is signed with, loaded (or created) on first use.
  public var identity: SigningIdentity {
    get throws(StoreError) { try keys.value().identity }
  }
  /// The signer of the store's JWS, made once with the identity.
  public var jwsSigner: JWSSigner {
    get throws(StoreError) { try keys.value().signer }
  }
  let database: SQLiteDatabase
  /// The identity and its signer, read when first needed: OpenSSL takes milliseconds to read them,
  /// which a store that signs nothing (often the app as it starts) never spends.
  private let keys: SigningKeys
  let clock: StoreClock
  /// Encodes signed payloads; made on first use (Foundation's first JSONEncoder is not free).
  lazy var encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()
  /// What stays fixed while due events are processed, read once per catch-up.
  var dueCache: DueEventCache?
  /// Set inside `observe` when something read would be written (a signature kept for next
  /// time), so that the observation is made again as a change.
  var observationNeedsWrite = false
  /// Held (shared) while the store is open, so that it is not reset under this process.
  private let lock: StoreLock
  /// The ids every ledger of this directory has issued or reserved.
  let issuedIDs: IssuedIDs
  /// The reservations as last read or written.
  var reservedIDs = IssuedIDs.Record()

  /// The account every purchase is made with.
  public static let defaultAccount = StoreAccount.signedIn
  /// The ledger's file in the store directory.
  public static let ledgerFile = "store.sqlite"
  /// The ledger's schema version (its `user_version`) this build writes.
  public static var ledgerSchemaVersion: Int32 { StoreSchema.migrations.last?.version ?? 0 }
  /// The counters' start in a new data directory (the first id is one more).
  static let firstID: Int64 = 2_000_000_000_000_000
  /// The lock file every open store holds shared.
  static let lockFile = "lock"
  /// The file of ids reserved across ledgers.
  static let issuedIDsFile = "issued-ids"

  /// Opens the store in `directory` (creating it and its ledger on first use) for `catalog`. Its
  /// signing identity is created or read when first needed.
  public init(directory: URL, catalog: Catalog, realClock: any RealClock = SystemClock()) throws(StoreError) {
    self.catalog = catalog
    if let reason = DatabaseDirectory.create(directory.path) {
      // The file system refused (sysexits 74), as for a ledger that cannot be opened.
      throw .storage(
        SQLiteError(
          kind: .cannotOpen, code: 0, message: "cannot create the store directory: \(reason)", path: directory.path))
    }
    keys = SigningKeys(directory: directory.appendingPathComponent("identity"))
    clock = StoreClock(realClock: realClock)
    issuedIDs = IssuedIDs(path: directory.appendingPathComponent(Self.issuedIDsFile).path)
    do {
      guard
        let lock = try StoreLock(
          path: directory.appendingPathComponent(Self.lockFile).path, exclusive: false, timeoutMilliseconds: 5000)
      else {
        throw StoreError.inUse("\(directory.path): the store is being reset by another storefront; try again")
      }
      self.lock = lock
      database = try SQLiteDatabase(
        path: directory.appendingPathComponent(Self.ledgerFile).path, applicationID: StoreSchema.applicationID,
        migrations: StoreSchema.migrations)
      // A catch-up of years writes hundreds of megabytes in one transaction; a page cache of
      // 32 MiB (instead of 2) keeps it from re-reading and re-writing the same pages.
      try database.execute("PRAGMA cache_size=-32768")
      try database.write { database in
        try clock.install(in: database, rate: catalog.settings.timeRate)
        try installSwitches()
        try backfillOrderIDs()
        try database.run(
          "INSERT OR IGNORE INTO account(account_id, storefront, created_ms) VALUES (?, ?, ?)", Self.defaultAccount,
          catalog.defaultStorefront.id, try clock.now(in: database))
        // A new ledger starts past every id an earlier ledger of this directory may have issued,
        // and reserves its own.
        let epoch = try database.scalarText("SELECT epoch FROM store_info WHERE id = 1")
        reservedIDs = try issuedIDs.read()
        if reservedIDs.epoch != epoch {
          for (name, value) in reservedIDs.reserved {
            try database.run("UPDATE counter SET value = max(value, ?) WHERE name = ?", value, name)
          }
          if reservedIDs.epoch == nil, access(directory.appendingPathComponent("identity/root.pem").path, F_OK) == 0,
            try database.scalarInt("SELECT count(*) FROM store_transaction") == 0
          {
            // An identity that outlived both a ledger and the record of its ids: what it signed
            // is unknown, so ids start where no ledger could have reached by now.
            let floor = Self.firstID + max(0, realClock.nowMilliseconds() - 1_600_000_000_000) * 1000
            for name in IssuedIDs.counters {
              try database.run("UPDATE counter SET value = max(value, ?) WHERE name = ?", floor, name)
            }
          }
          reservedIDs.epoch = epoch
          for name in IssuedIDs.counters {
            let value = try database.scalarInt("SELECT value FROM counter WHERE name = ?", name)
            reservedIDs.reserved[name] = value + IssuedIDs.blockSize
          }
          try issuedIDs.save(reservedIDs)
        }
      }
    } catch {
      throw StoreError.wrap(error)
    }
  }

  /// The signer, for code inside a ledger transaction, whose errors are SQLite's: an identity that
  /// cannot be read or created is reported as that (exit 74, like every identity failure).
  func signer() throws(SQLiteError) -> JWSSigner {
    do {
      return try keys.value().signer
    } catch {
      throw SQLiteError(kind: .cannotOpen, code: 0, message: error.description, path: "signing identity")
    }
  }

  /// Throws unless `jws`, signed at `signedDate`, would verify against the store's own root: a
  /// purchase whose transaction no verifier would accept is rolled back, never charged.
  func checkVerifies(_ jws: String, signedDate: Int64) throws(SQLiteError) {
    let check: SignatureSelfCheck
    do { check = try keys.selfCheck() } catch {
      throw SQLiteError(kind: .cannotOpen, code: 0, message: error.description, path: "signing identity")
    }
    if let problem = check.problem(jws, signedDate: signedDate) {
      throw SQLiteError(
        kind: .other, code: 0, message: "the signed transaction would not verify (\(problem)); nothing was charged",
        path: "signing identity")
    }
  }

  /// Runs `body` in one write transaction after processing everything due up to simulated now.
  @discardableResult
  func change<Result>(_ body: (Int64) throws -> Result) throws(StoreError) -> Result {
    do {
      return try database.write { database in
        let now = try clock.now(in: database)
        let changesBefore = database.totalChanges
        try processDue(until: now)
        let result = try body(now)
        // The watermark keeps simulated time from going back behind what was recorded; when
        // nothing was, the transaction stays empty and commits without writing (or syncing) at all.
        if database.totalChanges != changesBefore { try clock.mark(now, in: database) }
        return result
      }
    } catch {
      throw StoreError.wrap(error)
    }
  }

  /// Runs `body`, which only reads, at simulated now: in a read transaction when nothing has fallen
  /// due, so that readers (the server's threads) take no write lock and do not queue behind one
  /// another. When something is due, or `body` met a signature the ledger should keep, it runs
  /// again as a `change`, which processes what is due and writes the signature.
  func observe<Result>(_ body: (Int64) throws -> Result) throws(StoreError) -> Result {
    do {
      observationNeedsWrite = false
      let observed: Result?? = try database.read { database in
        let now = try clock.now(in: database)
        guard try !isDue(at: now) else { return nil }
        let result = try body(now)
        return observationNeedsWrite ? nil : .some(result)
      }
      if case .some(.some(let result)) = observed { return result }
    } catch {
      throw StoreError.wrap(error)
    }
    return try change(body)
  }

  /// Simulated now.
  public func now() throws(StoreError) -> Int64 {
    do { return try clock.now(in: database) } catch { throw StoreError.from(error) }
  }

  /// Processes everything due up to simulated now (what any change does first).
  public func catchUp() throws(StoreError) {
    try change { _ in }
  }

  /// Moves simulated time forward by `milliseconds`, processing what becomes due.
  @discardableResult
  public func advance(by milliseconds: Int64) throws(StoreError) -> Int64 {
    do {
      return try database.write { database in
        let target = try clock.advance(by: milliseconds, in: database)
        try processDue(until: target)
        return target
      }
    } catch {
      throw StoreError.wrap(error)
    }
  }

  /// Changes how fast simulated time passes from now on.
  public func setTimeRate(_ rate: TimeRate) throws(StoreError) {
    try change { _ in try clock.setRate(rate, in: database) }
  }

  /// The current time rate.
  public func timeRate() throws(StoreError) -> TimeRate {
    do { return try clock.state(in: database).rate } catch { throw StoreError.from(error) }
  }

  /// The JSON bytes of `value`, as signed payloads carry them.
  func json(_ value: some Encodable) -> [UInt8] {
    // Encoding these plain value types cannot fail.
    (try? [UInt8](encoder.encode(value))) ?? []
  }

  /// The next value of the counter `name` (inside a write transaction).
  ///
  /// While due events are processed the counters are kept in memory and written back once at
  /// the end (`flushCounters`): a catch-up of years draws hundreds of thousands of ids.
  func nextValue(_ name: String) throws(SQLiteError) -> Int64 {
    guard dueCache != nil else {
      // Two plain statements: RETURNING would build a temporary table on every call.
      try database.run("UPDATE counter SET value = value + 1 WHERE name = ?", name)
      let value = try database.scalarInt("SELECT value FROM counter WHERE name = ?", name)
      if IssuedIDs.counters.contains(name) { try reserve(name, through: value) }
      return value
    }
    var value: Int64
    if let cached = dueCache!.counters[name] {
      value = cached
    } else {
      value = try database.scalarInt("SELECT value FROM counter WHERE name = ?", name)
    }
    dueCache!.counters[name] = value + 1
    if IssuedIDs.counters.contains(name) { try reserve(name, through: value + 1) }
    return value + 1
  }

  /// Reserves ids past `value` of counter `name` when it is one of the issued ids and `value`
  /// is past the reservation (inside a write transaction, so one process reserves at a time).
  func reserve(_ name: String, through value: Int64) throws(SQLiteError) {
    guard value > reservedIDs.reserved[name] ?? 0 else { return }
    let epoch = reservedIDs.epoch
    reservedIDs = try issuedIDs.read()
    guard value > reservedIDs.reserved[name] ?? 0 || reservedIDs.epoch != epoch else { return }
    reservedIDs.epoch = epoch
    reservedIDs.reserved[name] = max(value, reservedIDs.reserved[name] ?? 0) + IssuedIDs.blockSize
    try issuedIDs.save(reservedIDs)
  }

  /// Writes the counters drawn from memory back to the ledger.
  func flushCounters() throws(SQLiteError) {
    for (name, value) in dueCache?.counters ?? [:] {
      try database.run("UPDATE counter SET value = ? WHERE name = ?", value, name)
    }
    dueCache?.counters = [:]
  }
}
