#if canImport(Glibc)
  import Glibc
#endif

/// Appends diagnostic lines to the file named by `STOREFRONT_LOG`; never prints over the screen.
enum TerminalLog {
  /// Appends `message` and a newline to the file at `path`; does nothing without a path or on failure.
  static func append(_ message: String, to path: String?) {
    guard let path, !path.isEmpty else { return }
    let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return }
    defer { close(fd) }
    TTYOutput.write(message + "\n", to: fd)
  }
}

/// Writes bytes to a file descriptor, past partial writes and interruptions.
enum TTYOutput {
  /// Writes all of `text` as UTF-8 to `fd`; stops on an error other than `EINTR`.
  static func write(_ text: String, to fd: Int32) {
    var bytes = Array(text.utf8)
    bytes.withUnsafeMutableBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 { offset += written } else if errno != EINTR { return }
      }
    }
  }
}
