/// What a device's name may be: it becomes the one directory of the device's install under
/// `<data>/devices`, so it can name nothing else. The catalog's suggested devices are held to it,
/// and so is every name the app is given (`Storefront.DeviceName`, where the path is built).
public enum DeviceNameRule {
  /// Why `name` cannot name a device, one line, or nil when it can: 1 to 64 ASCII letters,
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
}
