import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

extension StoreClient {
  /// Deletes an install, as deleting the app from a device does: its sandbox (`directory`) and
  /// its keychain entries (`keychainDirectory`, by default `DeviceKeychain.directory(forSandbox:)`).
  /// Its coins are gone; what it bought comes back with a restore. Close its client first.
  public static func removeInstall(directory: URL, keychainDirectory: URL? = nil) throws(StorefrontError) {
    let keychain = keychainDirectory ?? DeviceKeychain.directory(forSandbox: directory)
    let files =
      ["device.sqlite", "device.sqlite-wal", "device.sqlite-shm"].map { directory.appendingPathComponent($0) }
      + [DeviceKeychain.fileName, DeviceKeychain.fileName + "-wal", DeviceKeychain.fileName + "-shm"].map {
        keychain.appendingPathComponent($0)
      }
    for file in files where unlink(file.path) != 0 && errno != ENOENT {
      throw .unavailable("\(file.path): cannot delete: \(String(cString: strerror(errno)))")
    }
  }
}
