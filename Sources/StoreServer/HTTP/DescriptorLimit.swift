import Glibc

/// The process's limit on open file descriptors, which caps how many connections can be served.
enum DescriptorLimit {
  /// Descriptors kept for everything but connections: the listening socket, the pool's epoll and
  /// wake-up descriptors, SQLite's files, the webhook's sockets, standard streams.
  static let reserved: UInt64 = 128

  /// Raises the soft limit to the hard limit and returns the soft limit now in force.
  static func raiseToHard() -> UInt64 {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
    if limit.rlim_cur < limit.rlim_max {
      var raised = limit
      raised.rlim_cur = limit.rlim_max
      if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
    }
    return UInt64(limit.rlim_cur)
  }

  /// The most connections that fit under `softLimit` with `reserved` descriptors kept aside, at
  /// most `wanted` and at least 1.
  static func connections(wanted: UInt32, softLimit: UInt64) -> UInt32 {
    let room = softLimit > reserved ? softLimit - reserved : 1
    return UInt32(min(UInt64(wanted), max(room, 1)))
  }
}
