public import FoundationEssentials
import Catalog

/// A device's name as the one directory of its install under `<data>/devices`: the check that the
/// name cannot reach anywhere else (`DeviceNameRule`) is made here, where the path is built.
public enum DeviceName {
  /// Why `name` cannot name an install, one line, or nil when it can (`DeviceNameRule`).
  public static func problem(_ name: String) -> String? { DeviceNameRule.problem(name) }

  /// The install directory of device `name` under `devices`; refuses a name ``problem(_:)`` finds
  /// fault with.
  public static func directory(of name: String, in devices: URL) throws(StorefrontError) -> URL {
    if let problem = problem(name) { throw .invalidRequest(problem) }
    return devices.appendingPathComponent(name, isDirectory: true)
  }
}
