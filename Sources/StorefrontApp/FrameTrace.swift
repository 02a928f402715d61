#if canImport(Glibc)
  import Glibc
#endif

/// Timestamps for scripts/bench-tui.sh: when `STOREFRONT_TRACE` names a file, appends one
/// `event<TAB>monotonic_ns` line per mark (`run_entered`, `catalog_loaded`, `terminal_opened`,
/// `state_made` (on the thread that makes the first paywall), `state_ready`, `account_loaded` (on
/// the thread that opens the store), `store_opened`, `rendered`, `first_paint`, `ticked`,
/// `account_applied`, `key_read`, `painted`; terminal.md §7), so the start-up can be taken apart.
/// Free when the variable is unset.
public enum FrameTrace {
  /// The trace file, opened once; -1 when tracing is off.
  private static let fd: Int32 = {
    guard let path = getenv("STOREFRONT_TRACE").map({ String(cString: $0) }), !path.isEmpty else { return -1 }
    return open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
  }()

  /// Whether marks are written.
  public static var isOn: Bool { fd >= 0 }

  /// Appends `event` with the current `CLOCK_MONOTONIC` time in nanoseconds.
  public static func mark(_ event: String) {
    guard fd >= 0 else { return }
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    let line = "\(event)\t\(Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec))\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
  }
}
