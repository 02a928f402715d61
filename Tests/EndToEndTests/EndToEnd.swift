import Testing

/// The end-to-end tests: the debug `storefront` binary under tmux, read with `capture-pane`.
///
/// One serialized suite, so that the timing checks (a purchase from a second terminal within 2 s)
/// do not compete with each other for the CPU.
@Suite(.serialized) struct EndToEnd {}
