import Foundation
import Testing

extension EndToEnd {
  /// Without a usable terminal the paywall is printed as plain text, with a one-line hint on stderr.
  @Suite struct PlainOutput {
    /// `TERM=dumb storefront` on a real terminal (the pane), its bytes recorded with `pipe-pane`.
    @Test func dumbTerminal() throws {
      let workspace = try Workspace()
      defer { workspace.remove() }
      let script =
        "read go; \(workspace.appCommand(extra: ["TERM": "dumb"])) 2> \(Shell.quote(workspace.file("err"))); "
        + "echo EXIT=$?; sleep 600"
      let tmux = try TmuxSession(workspace: workspace, command: script)
      defer { tmux.kill() }
      try tmux.run(["pipe-pane", "-o", "-t", "e2e", "cat > \(Shell.quote(workspace.file("raw")))"])
      try tmux.send("Enter")
      let screen = try tmux.wait(forText: "EXIT=")
      #expect(screen.contains("EXIT=0"), "\(screen.framed)")
      // pipe-pane's `cat` may still be writing: wait until the shell's line after the app is in the file too.
      let deadline = Date().addingTimeInterval(10)
      while !String(decoding: workspace.read("raw") ?? Data(), as: UTF8.self).contains("EXIT="), Date() < deadline {
        usleep(5_000)
      }
      let raw = String(decoding: workspace.read("raw") ?? Data(), as: UTF8.self)
      let appOutput = try #require(raw.range(of: "EXIT=").map { Data(raw[..<$0.lowerBound].utf8) }, "raw: \(raw)")
      try check(stdout: appOutput, stderr: workspace.read("err") ?? Data())
    }

    /// `storefront | cat` on a terminal: standard input is the tty, standard output a pipe.
    @Test func outputThroughCat() throws {
      let workspace = try Workspace()
      defer { workspace.remove() }
      let script =
        "{ \(workspace.appCommand()) 2> \(Shell.quote(workspace.file("err"))); "
        + "echo $? > \(Shell.quote(workspace.file("status"))); } | cat > \(Shell.quote(workspace.file("out"))); "
        + "echo DONE; sleep 600"
      let tmux = try TmuxSession(workspace: workspace, command: script)
      defer { tmux.kill() }
      try tmux.wait(forText: "DONE")
      let status = String(decoding: workspace.read("status") ?? Data(), as: UTF8.self)
      #expect(status == "0\n")
      try check(stdout: try #require(workspace.read("out")), stderr: workspace.read("err") ?? Data())
    }

    /// The paywall's plans in `stdout`, no escape byte, and exactly one line on `stderr` pointing to the subcommands.
    private func check(stdout: Data, stderr: Data) throws {
      let text = String(decoding: stdout, as: UTF8.self)
      #expect(!stdout.contains(0x1B), "escape sequences in the output:\n\(text.debugDescription)")
      for plan in ["Pro Yearly", "Pro Monthly", "Unlock Premium Version", "10 Coins", "$59.99/year"] {
        #expect(text.contains(plan), "\(plan) missing from:\n\(text)")
      }
      let hint = String(decoding: stderr, as: UTF8.self)
      #expect(hint.split(separator: "\n").count == 1, "stderr: \(hint)")
      #expect(hint.contains("storefront --help"), "stderr: \(hint)")
    }
  }
}
