import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The devices with the app installed: the directories in the devices directory.
enum DeviceInstalls {
  /// The names of the installs in `directory`, sorted; none when it cannot be read.
  static func names(in directory: URL) -> [String] {
    var installed: [String] = []
    if let listing = opendir(directory.path) {
      defer { closedir(listing) }
      while let entry = readdir(listing) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) {
          String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        if !name.hasPrefix(".") { installed.append(name) }
      }
    }
    return installed.sorted()
  }
}
