#if canImport(Glibc)
  import Glibc
#endif

/// The private directory a database file lives in.
public enum DatabaseDirectory {
  /// Creates `path` and any missing parents with `mode` (parents too; existing ones are left as
  /// they are), or returns the system's reason. Plain `mkdir`: Foundation's `FileManager` costs a
  /// good part of a millisecond the first time, which every start of the app would pay.
  public static func create(_ path: String, mode: mode_t = 0o700) -> String? {
    var status = stat()
    if stat(path, &status) == 0 {
      return status.st_mode & S_IFMT == S_IFDIR ? nil : "exists and is not a directory"
    }
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
      if mkdir(prefix, mode) != 0 && errno != EEXIST { return String(cString: strerror(errno)) }
    }
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      return "exists and is not a directory"
    }
    return nil
  }
}
