import Foundation

/// Standard output and error of the probe, unbuffered, one `write(2)` per line.
enum ProbeOutput {
  /// Writes `line` and a newline to standard output at once.
  static func emit(_ line: String) {
    write(1, line + "\n")
  }

  /// Writes `message` to standard error and exits with `status`.
  static func fail(_ message: String, _ status: Int32) -> Never {
    write(2, "device-probe: \(message)\n")
    exit(status)
  }

  private static func write(_ descriptor: Int32, _ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }
}
