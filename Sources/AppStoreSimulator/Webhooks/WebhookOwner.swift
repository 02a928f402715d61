#if canImport(Glibc)
  import Glibc
#endif

/// Who delivers to a webhook URL, as its lease in the ledger names it: a name for messages, and
/// the process and host, so that a lease left by a process that died can be taken over at once.
public struct WebhookOwner: Sendable, Equatable, CustomStringConvertible {
  /// The owner's name, unique among deliverers ("storefront pid 4242 on build-7").
  public var name: String
  /// The holding process, when the owner is one.
  public var pid: Int32?
  /// The host the process runs on.
  public var host: String?

  /// An owner; without `pid` and `host` its lease only ends when it runs out or is released.
  public init(name: String, pid: Int32? = nil, host: String? = nil) {
    self.name = name
    self.pid = pid
    self.host = host
  }

  /// This process, named "`program` pid N on HOST".
  public static func thisProcess(_ program: String = "storefront") -> WebhookOwner {
    let pid = getpid()
    return WebhookOwner(name: "\(program) pid \(pid) on \(localHost)", pid: pid, host: localHost)
  }

  /// This machine's host name.
  public static var localHost: String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  public var description: String { name }

  /// Whether this owner is a process on this host that no longer runs (or is a zombie), so its
  /// lease is worth nothing. A pid reused by another process counts as alive: the lease then
  /// simply runs out.
  var isDeadHere: Bool {
    guard let pid, pid > 0, host == Self.localHost, pid != getpid() else { return false }
    if kill(pid, 0) != 0 { return errno == ESRCH }
    return Self.isZombie(pid)
  }

  /// Whether `/proc` says `pid` has exited and waits to be reaped.
  private static func isZombie(_ pid: Int32) -> Bool {
    guard let file = fopen("/proc/\(pid)/stat", "r") else { return false }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 512)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return false }
    let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // "pid (command) S ...": the state follows the last ')' (the command may hold parentheses).
    guard let close = line.lastIndex(of: ")") else { return false }
    return line[line.index(after: close)...].trimmingPrefix(" ").first == "Z"
  }
}
