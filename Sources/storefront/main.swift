#if canImport(Glibc)
  import Glibc
#endif

/// Entry point: run the command line and exit with its sysexits status.
exit(StorefrontCommand.run(Array(CommandLine.arguments.dropFirst())))
