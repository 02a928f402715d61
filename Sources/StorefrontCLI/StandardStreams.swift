import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Writes bytes straight to standard output or standard error, whole, after anything `print`
/// has buffered for standard output.
enum StandardStreams {
  /// One of the two output streams.
  enum Stream {
    case output, error

    var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }
  }

  /// Writes all of `bytes` to `stream`; throws the system's error (a full disk, a closed pipe).
  static func write(_ bytes: some Collection<UInt8>, to stream: Stream) throws(POSIXError) {
    fflush(nil)  // every stdio stream: `print` writes standard output through one
    try FileDescriptorWriting.writeAll(Array(bytes), to: stream.descriptor)
  }

  /// Writes `text` to `stream`, ignoring a failure: for messages, which have nowhere else to go.
  static func write(_ text: String, to stream: Stream) {
    try? write(text.utf8, to: stream)
  }
}

/// Whole writes to a file descriptor, retried after interruptions and short writes.
enum FileDescriptorWriting {
  /// Writes all of `bytes` to `descriptor`, or throws the error that stopped it.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(POSIXError) {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
      if count < 0 {
        if errno == EINTR { continue }
        throw POSIXError.current
      }
      written += count
    }
  }
}

extension POSIXError {
  /// The error `errno` names now.
  static var current: POSIXError { POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}
