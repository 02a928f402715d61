import StorefrontCLI

#if canImport(Glibc)
  import CMalloc
  import Glibc
#endif

/// Entry point: run the command line and exit with its sysexits status.

// One malloc arena for every thread: the app's short-lived start-up threads would otherwise each
// leave an arena of their own resident for the whole run.
_ = mallopt(M_ARENA_MAX, 1)
// A parent may start us with signals blocked (threads of many runtimes block them, and a spawned
// child inherits the mask); unblock them all so that Ctrl-C, SIGTERM and later SIGWINCH reach us.
var unblocked = sigset_t()
sigemptyset(&unblocked)
sigprocmask(SIG_SETMASK, &unblocked, nil)
exit(StorefrontCommand.run(Array(CommandLine.arguments.dropFirst())))
