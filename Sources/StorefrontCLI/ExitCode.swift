/// Process exit statuses, following sysexits(3).
enum ExitCode {
  /// Success.
  static let ok: Int32 = 0
  /// A check ran and failed (lint, verify).
  static let checkFailed: Int32 = 1
  /// The command line was wrong (EX_USAGE).
  static let usage: Int32 = 64
  /// Input data was bad (EX_DATAERR).
  static let dataError: Int32 = 65
  /// An I/O error (EX_IOERR).
  static let ioError: Int32 = 74
  /// Temporarily unavailable, e.g. a locked store (EX_TEMPFAIL).
  static let busy: Int32 = 75
}
