import Catalog
import SQLite

/// The store's simulated clock, kept in the ledger so that every process agrees on it.
///
/// Simulated now is the anchor plus the real time since the anchor at the current pace. It
/// never goes backwards: every write records a watermark, and a real clock set back (or an
/// older process) reads the watermark instead, so nothing that expired un-expires. It never
/// passes `latest` either, the end of the signing certificates: a transaction signed later than
/// that would be charged and then refused by every verifier.
struct StoreClock {
  let realClock: any RealClock

  /// The last moment the store can sign at: just before 2099-12-31T23:59:59Z, when its
  /// certificates end (a certificate is already expired at its `notAfter` second, and verifiers
  /// round `signedDate` down to seconds).
  static let latest: Int64 = 4_102_444_798_999

  /// The stored anchor and pace.
  struct State {
    var anchorReal: Int64
    var anchorSimulated: Int64
    var rate: TimeRate
    var watermark: Int64
  }

  /// Creates the clock row on a new ledger, starting simulated time at real now.
  func install(in database: SQLiteDatabase, rate: TimeRate) throws(SQLiteError) {
    let real = realClock.nowMilliseconds()
    try database.run(
      "INSERT OR IGNORE INTO clock(id, anchor_real_ms, anchor_simulated_ms, rate, watermark_ms) VALUES (1, ?, ?, ?, ?)",
      real, real, rate.rawValue, real)
  }

  func state(in database: SQLiteDatabase) throws(SQLiteError) -> State {
    let state = try database.first(
      "SELECT anchor_real_ms, anchor_simulated_ms, rate, watermark_ms FROM clock WHERE id = 1"
    ) { (row) throws(SQLiteError) in
      State(
        anchorReal: row.int64(0), anchorSimulated: row.int64(1), rate: try row.value(2, as: TimeRate.self),
        watermark: row.int64(3))
    }
    guard let state else {
      throw SQLiteError(kind: .corrupt, code: 0, message: "has no clock row", path: database.path)
    }
    return state
  }

  /// Simulated now, never before the watermark.
  func now(in database: SQLiteDatabase) throws(SQLiteError) -> Int64 {
    let state = try state(in: database)
    let elapsed = max(0, realClock.nowMilliseconds().subtractingReportingOverflow(state.anchorReal).partialValue)
    let (running, overflow) = state.anchorSimulated.addingReportingOverflow(
      TimePace(state.rate).simulated(afterReal: elapsed))
    return min(Self.latest, max(state.watermark, overflow ? Self.latest : running))
  }

  /// Records `now` as the watermark (inside a write transaction).
  func mark(_ now: Int64, in database: SQLiteDatabase) throws(SQLiteError) {
    try database.run("UPDATE clock SET watermark_ms = max(watermark_ms, ?) WHERE id = 1", now)
  }

  /// Where moving simulated time from `now` by `milliseconds` lands, or why it cannot: time only
  /// moves forward, and never past `latest`.
  static func target(from now: Int64, by milliseconds: Int64) -> Result<Int64, ClockLimitError> {
    guard milliseconds >= 0 else { return .failure(.backwards) }
    let (target, overflow) = now.addingReportingOverflow(milliseconds)
    guard !overflow, target <= latest else { return .failure(.pastLatest(now: now)) }
    return .success(target)
  }

  /// Moves simulated time forward by `milliseconds` (inside a write transaction).
  func advance(by milliseconds: Int64, in database: SQLiteDatabase) throws -> Int64 {
    let target = try Self.target(from: try now(in: database), by: milliseconds).get()
    try reanchor(simulated: target, in: database)
    return target
  }

  /// Changes the pace, keeping simulated now where it is (inside a write transaction).
  func setRate(_ rate: TimeRate, in database: SQLiteDatabase) throws(SQLiteError) {
    let now = try now(in: database)
    try reanchor(simulated: now, in: database)
    try database.run("UPDATE clock SET rate = ? WHERE id = 1", rate.rawValue)
  }

  private func reanchor(simulated: Int64, in database: SQLiteDatabase) throws(SQLiteError) {
    try database.run(
      "UPDATE clock SET anchor_real_ms = ?, anchor_simulated_ms = ?, watermark_ms = max(watermark_ms, ?) WHERE id = 1",
      realClock.nowMilliseconds(), simulated, simulated)
  }
}
