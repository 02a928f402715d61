import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Opens a link in the desktop's browser when there is one (`xdg-open` with a display); otherwise
/// nothing, since the screen already shows the address.
enum LinkOpener {
  static func open(_ url: String) {
    let environment = ProcessInfo.processInfo.environment
    guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil,
      url.hasPrefix("https://") || url.hasPrefix("http://"),
      url.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value != 0x7F })
    else { return }
    // A shell starts xdg-open in the background and exits at once, so the browser's launcher is
    // nobody's child here and the app waits for nothing; every stream is /dev/null, so nothing it
    // prints reaches the screen. The address travels as an argument, never as shell text.
    spawn(["/bin/sh", "-c", "xdg-open \"$1\" &", "sh", url])
  }

  /// Runs `arguments` with its standard streams on /dev/null and waits for it to exit.
  private static func spawn(_ arguments: [String]) {
    var actions = posix_spawn_file_actions_t()
    guard posix_spawn_file_actions_init(&actions) == 0 else { return }
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in Int32(0)...2 {
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    var argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var child: pid_t = 0
    guard posix_spawn(&child, arguments[0], &actions, nil, &argv, environ) == 0 else { return }
    var status: Int32 = 0
    while waitpid(child, &status, 0) == -1 && errno == EINTR {}
  }
}
