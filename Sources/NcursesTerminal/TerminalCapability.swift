import CNcursesw

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether this process can run the full-screen (ncurses) app, or should fall back to plain text.
///
/// The full-screen app needs stdin and stdout on a terminal, a `TERM` other than `dumb`, and a terminfo entry
/// for it that can address the cursor. Checking writes nothing to the terminal.
public enum TerminalCapability {
  /// Why the full-screen app cannot run: one line for a person, such as "stdout is not a terminal".
  public struct Unavailable: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which check failed (a caller words it in the reader's language).
    public enum Kind: Sendable, Equatable {
      /// Standard input is not a terminal (a pipe, a file, /dev/null).
      case stdinNotTerminal
      /// Standard output is not a terminal.
      case stdoutNotTerminal
      /// `TERM` is unset or empty.
      case termNotSet
      /// `TERM=dumb`.
      case termDumb
      /// The terminfo entry of `TERM` cannot address the cursor.
      case noCursorAddressing(term: String)
      /// No usable terminfo entry for `TERM`.
      case noTerminfo(term: String)
    }

    /// Which check failed.
    public var kind: Kind
    /// A reason of `kind`.
    public init(_ kind: Kind) { self.kind = kind }

    /// The reason, one line, in English (for logs and tests; the app words `kind` for the reader).
    public var reason: String {
      switch kind {
      case .stdinNotTerminal: "stdin is not a terminal"
      case .stdoutNotTerminal: "stdout is not a terminal"
      case .termNotSet: "TERM is not set"
      case .termDumb: "TERM=dumb cannot show a full-screen app"
      case .noCursorAddressing(let term): "TERM=\(term) cannot move the cursor (no cup in terminfo)"
      case .noTerminfo(let term): "no usable terminfo entry for TERM=\(term)"
      }
    }
    /// The reason.
    public var description: String { reason }
  }

  /// What the terminfo database says about a terminal type.
  public enum TerminfoEntry: Sendable, Equatable {
    /// An entry that can address the cursor.
    case usable
    /// An entry without cursor addressing (`cup`), like `dumb`, or a hard-copy terminal.
    case noCursorAddressing
    /// No entry, a generic one such as `unknown`, or no database.
    case missing
  }

  /// Checks this process: its standard streams, `TERM` and the terminfo database.
  public static func check(environment: TerminalEnvironment = .current()) -> Result<Void, Unavailable> {
    evaluate(
      stdinIsTerminal: isatty(STDIN_FILENO) == 1, stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
      term: environment["TERM"], terminfo: lookUp)
  }

  /// The verdict from the facts; `terminfo` is asked only when everything before it passed.
  public static func evaluate(
    stdinIsTerminal: Bool, stdoutIsTerminal: Bool, term: String?, terminfo: (String) -> TerminfoEntry
  ) -> Result<Void, Unavailable> {
    guard stdinIsTerminal else { return .failure(Unavailable(.stdinNotTerminal)) }
    guard stdoutIsTerminal else { return .failure(Unavailable(.stdoutNotTerminal)) }
    guard let term, !term.isEmpty else { return .failure(Unavailable(.termNotSet)) }
    guard term != "dumb" else { return .failure(Unavailable(.termDumb)) }
    switch terminfo(term) {
    case .usable: return .success(())
    case .noCursorAddressing: return .failure(Unavailable(.noCursorAddressing(term: term)))
    case .missing: return .failure(Unavailable(.noTerminfo(term: term)))
    }
  }

  /// Looks `term` up with `setupterm` (which reports instead of exiting) and frees the entry again.
  static func lookUp(_ term: String) -> TerminfoEntry {
    var status: Int32 = 0
    guard setupterm(term, STDOUT_FILENO, &status) == OK, let entry = cn_cur_term() else {
      return status == 1 ? .noCursorAddressing : .missing
    }
    defer { _ = del_curterm(entry) }
    guard let cup = tigetstr("cup"), Int(bitPattern: cup) != -1 else { return .noCursorAddressing }
    return .usable
  }
}
