import Testing

/// The end-to-end tests: the `storefront` binary under tmux, read with `capture-pane` (the release
/// build in CI, see `Workspace.binary`).
///
/// One serialized suite, so that the timing checks (a purchase from a second terminal within 2 s)
/// do not compete with each other for the CPU.
@Suite(.serialized) struct EndToEnd {
  /// The binary under test exists and runs.
  @Test func theBinaryUnderTestRuns() throws {
    let result = try ProcessResult.run(Workspace.binary.path, ["--version"])
    #expect(result.status == 0, "\(Workspace.binary.path): \(result.errorOutput)")
    #expect(result.output.hasPrefix("storefront "))
  }
}
