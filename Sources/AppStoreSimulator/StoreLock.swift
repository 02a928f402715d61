import SQLite

#if canImport(Glibc)
  import Glibc
#endif

/// The lock that says a store directory is in use: every open store holds it shared for its
/// lifetime, and `AppStore.reset` takes it exclusively, so a ledger is never deleted under a
/// process that has it open.
final class StoreLock {
  private let descriptor: Int32

  /// Takes the lock file `path` shared (`exclusive` false) or exclusively, waiting up to
  /// `timeoutMilliseconds`; nil when another process holds it the other way past that.
  init?(path: String, exclusive: Bool, timeoutMilliseconds: Int32) throws(SQLiteError) {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw SQLiteError(
        kind: .cannotOpen, code: 0, message: "cannot open the lock: \(String(cString: strerror(errno)))", path: path)
    }
    var waited: Int32 = 0
    var pause: Int32 = 1
    while flock(descriptor, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, waited < timeoutMilliseconds else {
        close(descriptor)
        return nil
      }
      usleep(useconds_t(pause) * 1000)
      waited += pause
      pause = min(pause * 2, 50)
    }
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }
}
