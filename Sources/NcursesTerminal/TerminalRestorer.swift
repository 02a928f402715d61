#if canImport(Glibc)
  import Glibc
#endif

/// Puts the terminal back from a signal or crash handler, or at exit, using only async-signal-safe calls.
///
/// Curses' own `endwin` is not async-signal-safe, so the handlers never call it. Instead they write the
/// bytes that leave curses' modes (attributes off, cursor shown, keypad off, main screen back), saved from
/// terminfo at start-up, with `write(2)`, and put back the exact termios saved before curses started with
/// `tcsetattr(2)`. Terminating signals (TERM, HUP, INT, QUIT) then `_exit(128 + signal)`; crashes (SEGV,
/// ABRT, BUS, ILL, FPE, TRAP) reinstall the handler that was there before (the Swift backtracer's, or the
/// default) and let the signal happen again, so the backtrace prints on a usable terminal.
enum TerminalRestorer {
  /// What the handlers need, kept in memory that is never freed or moved.
  struct State {
    /// The terminal's file descriptor.
    var fd: Int32 = -1
    /// The terminal modes to put back.
    var modes = termios()
    /// The bytes to write, and their number.
    var bytes: UnsafeMutablePointer<UInt8>?
    var count = 0
    /// Whether the terminal still needs restoring.
    var armed: sig_atomic_t = 0
  }

  /// Signals that end the program.
  static let terminating: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
  /// Signals of a crash.
  static let crashing: [Int32] = [SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE, SIGTRAP]

  /// The state the handlers read.
  nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
    let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
    pointer.initialize(to: State())
    return pointer
  }()
  /// The handler of each signal before curses started, by signal number.
  nonisolated(unsafe) static let originals: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    pointer.initialize(repeating: sigaction(), count: 65)
    return pointer
  }()
  /// Whether the `atexit` hook is registered.
  nonisolated(unsafe) static var exitHookInstalled = false

  /// Records the current handlers; call before curses installs its own.
  static func recordOriginalHandlers() {
    for signal in terminating + crashing { sigaction(signal, nil, originals + Int(signal)) }
  }

  /// Saves what to restore and installs the handlers and the `atexit` hook; call after curses started.
  static func arm(fd: Int32, modes: termios, bytes: [UInt8]) {
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
    buffer.initialize(from: bytes, count: bytes.count)
    state.pointee = State(fd: fd, modes: modes, bytes: buffer, count: bytes.count, armed: 1)
    for signal in terminating { install(signal, handler: onTerminatingSignal) }
    for signal in crashing { install(signal, handler: onCrash) }
    if !exitHookInstalled {
      exitHookInstalled = true
      atexit { TerminalRestorer.restoreNow() }
    }
  }

  /// Puts the original handlers back and stops restoring; the terminal was restored another way.
  static func disarm() {
    state.pointee.armed = 0
    for signal in terminating + crashing { sigaction(signal, originals + Int(signal), nil) }
  }

  /// Writes the saved bytes and puts back the saved modes, once; async-signal-safe.
  static func restoreNow() {
    guard state.pointee.armed != 0 else { return }
    state.pointee.armed = 0
    if let bytes = state.pointee.bytes {
      var offset = 0
      while offset < state.pointee.count {
        let written = write(state.pointee.fd, bytes + offset, state.pointee.count - offset)
        if written > 0 { offset += written } else if errno != EINTR { break }
      }
    }
    _ = tcsetattr(state.pointee.fd, TCSAFLUSH, &state.pointee.modes)
  }

  /// Installs `handler` for `signal` with `SA_SIGINFO`.
  private static func install(
    _ signal: Int32,
    handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void
  ) {
    var action = sigaction()
    action.__sigaction_handler.sa_sigaction = handler
    action.sa_flags = SA_SIGINFO
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
  }
}

/// Restores the terminal and exits with 128 + the signal.
private func onTerminatingSignal(_ signal: Int32, _: UnsafeMutablePointer<siginfo_t>?, _: UnsafeMutableRawPointer?) {
  TerminalRestorer.restoreNow()
  _exit(128 + signal)
}

/// Restores the terminal, reinstalls the previous handler and lets the crash happen again.
private func onCrash(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _: UnsafeMutableRawPointer?) {
  TerminalRestorer.restoreNow()
  sigaction(signal, TerminalRestorer.originals + Int(signal), nil)
  // A fault re-executes the faulting instruction on return; a signal sent by kill or abort must be raised again.
  if (info?.pointee.si_code ?? 0) <= 0 { raise(signal) }
}
