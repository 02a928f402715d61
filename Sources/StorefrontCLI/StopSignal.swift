import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// SIGINT and SIGTERM turned into a flag that long-running loops (`--follow`) check, so they
/// can stop cleanly: release what they hold and exit 0.
enum StopSignal {
  private static let flag = Atomic<Bool>(false)

  /// Whether a stop was asked for.
  static var requested: Bool { flag.load(ordering: .relaxed) }

  /// Installs the handlers (without SA_RESTART, so a sleep ends early).
  static func install() {
    for signal in [SIGINT, SIGTERM] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { _ in StopSignal.flag.store(true, ordering: .relaxed) }
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, nil)
    }
  }
}
