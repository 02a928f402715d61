internal import CSQLite
import Glibc

/// A busy handler that polls a locked database finely, for up to a timeout.
///
/// SQLite's own (`sqlite3_busy_timeout`) sleeps 1, 2, 5, 10 … 100 ms between tries, so two threads
/// of one process taking turns at short write transactions wait tens of milliseconds for a lock
/// held for a fraction of one. This one sleeps 50 µs for the first 20 tries, 200 µs for the next
/// 80, then 1 ms, and gives up once about the timeout has passed.
enum FineBusyWait {
  /// Installs the handler on `handle` with a timeout of `milliseconds`.
  static func install(on handle: OpaquePointer, milliseconds: Int32) {
    let context = UnsafeMutableRawPointer(bitPattern: Int(max(milliseconds, 0)) + 1)
    sqlite3_busy_handler(
      handle,
      { context, tries in
        let timeoutMicroseconds = (Int(bitPattern: context) - 1) * 1000
        guard FineBusyWait.waited(beforeTry: Int(tries)) < timeoutMicroseconds else { return 0 }
        usleep(UInt32(FineBusyWait.pause(afterTry: Int(tries))))
        return 1
      }, context)
  }

  /// Microseconds slept after try number `tries` (0-based).
  static func pause(afterTry tries: Int) -> Int {
    tries < 20 ? 50 : tries < 100 ? 200 : 1000
  }

  /// Microseconds slept in all before try number `tries`.
  static func waited(beforeTry tries: Int) -> Int {
    let fine = min(tries, 20) * 50
    let medium = max(0, min(tries, 100) - 20) * 200
    let coarse = max(0, tries - 100) * 1000
    return fine + medium + coarse
  }
}
