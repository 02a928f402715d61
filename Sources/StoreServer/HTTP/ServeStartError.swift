/// Why the server could not start listening (exit status 74).
public struct ServeStartError: Error, Sendable {
  /// What went wrong, in one line.
  public var message: String
}
