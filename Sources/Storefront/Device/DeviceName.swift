public import FoundationEssentials

/// A device's name as the one directory of its install under `<data>/devices`: the check that the
/// name cannot reach anywhere else lives here, where the path is built.
public enum DeviceName {
  /// Why `name` cannot name an install, one line, or nil when it can: 1 to 64 ASCII letters,
  /// digits, `.`, `_` or `-`, not starting with `.` (no `..`, no `/`, nothing hidden).
  public static func problem(_ name: String) -> String? {
    let allowed = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || "._-".unicodeScalars.contains($0)
    }
    guard allowed, (1...64).contains(name.unicodeScalars.count), !name.hasPrefix(".") else {
      return "device \"\(name)\" must be 1 to 64 letters, digits, '.', '_' or '-' (not starting with '.')"
    }
    return nil
  }

  /// The install directory of device `name` under `devices`; refuses a name ``problem(_:)`` finds
  /// fault with.
  public static func directory(of name: String, in devices: URL) throws(StorefrontError) -> URL {
    if let problem = problem(name) { throw .invalidRequest(problem) }
    return devices.appendingPathComponent(name, isDirectory: true)
  }
}
