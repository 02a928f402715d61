import FoundationEssentials
import SQLite

#if canImport(Glibc)
  import Glibc
#endif

extension AppStore {
  /// This ledger's epoch: a random id made with the ledger, so that a device can tell this store
  /// from one it met before a reset.
  public func epoch() throws(StoreError) -> String {
    do { return try database.scalarText("SELECT epoch FROM store_info WHERE id = 1") } catch {
      throw StoreError.from(error)
    }
  }

  /// Deletes the ledger in `directory` (every transaction, subscription and notification) and
  /// keeps the signing identity and the record of issued ids, so that the next ledger, a new
  /// epoch, issues none of them again. Refused while any storefront has the store open.
  public static func reset(directory: URL) throws(StoreError) {
    guard access(directory.path, F_OK) == 0 else { return }
    let lockPath = directory.appendingPathComponent(lockFile).path
    let lock: StoreLock?
    do { lock = try StoreLock(path: lockPath, exclusive: true, timeoutMilliseconds: 200) } catch {
      throw .storage(error)
    }
    guard let lock else {
      throw .inUse("\(directory.path): another storefront has the store open; close it, then reset")
    }
    defer { withExtendedLifetime(lock) {} }
    for suffix in ["", "-wal", "-shm", "-journal"] {
      let path = directory.appendingPathComponent(ledgerFile + suffix).path
      if unlink(path) != 0 && errno != ENOENT {
        let reason = String(cString: strerror(errno))
        throw .storage(SQLiteError(kind: .readOnly, code: 0, message: "cannot delete: \(reason)", path: path))
      }
    }
  }
}
