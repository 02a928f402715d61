/// A wrong `storefront serve` command line or setting: one line, exit status 64.
public struct ServeUsageError: Error, Sendable, Equatable {
  /// What is wrong.
  public var message: String

  /// An error saying `message`.
  public init(_ message: String) { self.message = message }
}
