#if canImport(Glibc)
  import Glibc
#endif

/// Entry point: run the command line and exit with its sysexits status.
///
/// A parent may start us with signals blocked (threads of many runtimes block them, and a
/// spawned child inherits the mask); unblock them all so that Ctrl-C, SIGTERM and later
/// SIGWINCH reach us.
var unblocked = sigset_t()
sigemptyset(&unblocked)
sigprocmask(SIG_SETMASK, &unblocked, nil)
exit(StorefrontCommand.run(Array(CommandLine.arguments.dropFirst())))
