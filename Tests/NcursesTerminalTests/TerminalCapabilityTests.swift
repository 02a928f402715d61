import Testing

@testable import NcursesTerminal

/// `TerminalCapability`: when the full-screen app cannot run, and the one-line reason.
struct TerminalCapabilityTests {
  /// The verdict's reason, or "ok".
  func reason(
    stdin: Bool = true, stdout: Bool = true, term: String? = "xterm-256color",
    entry: TerminalCapability.TerminfoEntry = .usable
  ) -> String {
    let verdict = TerminalCapability.evaluate(
      stdinIsTerminal: stdin, stdoutIsTerminal: stdout, term: term, terminfo: { _ in entry })
    return switch verdict {
    case .success: "ok"
    case .failure(let problem): problem.reason
    }
  }

  @Test func reasons() {
    #expect(reason() == "ok")
    #expect(reason(stdin: false) == "stdin is not a terminal")
    #expect(reason(stdout: false) == "stdout is not a terminal")
    #expect(reason(term: nil) == "TERM is not set")
    #expect(reason(term: "") == "TERM is not set")
    #expect(reason(term: "dumb") == "TERM=dumb cannot show a full-screen app")
    #expect(reason(term: "xterm-bogus", entry: .missing) == "no usable terminfo entry for TERM=xterm-bogus")
    #expect(
      reason(term: "unknown", entry: .noCursorAddressing) == "TERM=unknown cannot move the cursor (no cup in terminfo)")
  }

  @Test func eachReasonSaysWhichCheckFailed() {
    let verdict = TerminalCapability.evaluate(
      stdinIsTerminal: true, stdoutIsTerminal: true, term: "vt52", terminfo: { _ in .noCursorAddressing })
    guard case .failure(let problem) = verdict else {
      Issue.record("vt52 without cursor addressing was accepted")
      return
    }
    #expect(problem.kind == .noCursorAddressing(term: "vt52"))
  }

  @Test func terminfoIsConsultedForRealEntries() {
    #expect(TerminalCapability.lookUp("xterm-256color") == .usable)
    #expect(TerminalCapability.lookUp("dumb") == .noCursorAddressing)
    #expect(TerminalCapability.lookUp("unknown") == .missing)  // generic: setupterm refuses it
    #expect(TerminalCapability.lookUp("xterm-bogus-\(UInt32.random(in: 0...UInt32.max))") == .missing)
  }
}
