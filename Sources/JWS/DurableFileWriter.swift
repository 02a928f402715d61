import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Durable file-system writes with permissions fixed at creation: a file is created with
/// `O_CREAT|O_EXCL` and its final mode, written, fsynced and closed; a directory is created with
/// its final mode. Nothing is ever world-readable, not even for a moment.
enum DurableFileWriter {
  /// Creates `path` (which must not exist) with `mode`, writes `contents`, fsyncs and closes it.
  static func createFile(_ path: String, contents: [UInt8], mode: mode_t) throws(SigningIdentityStoreError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw .writeFailed(path: path, reason: lastError()) }
    var written = 0
    while written < contents.count {
      let result = contents.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, contents.count - written) }
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else {
        let reason = lastError()
        close(descriptor)
        throw .writeFailed(path: path, reason: reason)
      }
      written += result
    }
    guard fsync(descriptor) == 0 else {
      let reason = lastError()
      close(descriptor)
      throw .writeFailed(path: path, reason: reason)
    }
    guard close(descriptor) == 0 else { throw .writeFailed(path: path, reason: lastError()) }
  }

  /// Creates the directory `path` with `mode`; false when it already exists.
  @discardableResult
  static func createDirectory(_ path: String, mode: mode_t) throws(SigningIdentityStoreError) -> Bool {
    if mkdir(path, mode) == 0 { return true }
    if errno == EEXIST { return false }
    throw .writeFailed(path: path, reason: lastError())
  }

  /// Flushes the directory entry list of `path` to disk (after a create or rename in it).
  static func syncDirectory(_ path: String) throws(SigningIdentityStoreError) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .writeFailed(path: path, reason: lastError()) }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else { throw .writeFailed(path: path, reason: lastError()) }
  }

  /// `strerror(errno)`.
  static func lastError() -> String { String(cString: strerror(errno)) }
}
