/// One plain message about what just happened, shown above the footer until the next key that does something.
public struct Banner: Sendable, Equatable {
  /// Whether the message reports success, a failure or just information.
  public enum Tone: Sendable, Equatable {
    case success
    case failure
    case info
  }

  /// The words, e.g. "+10 coins (20 total)".
  public var text: String
  /// How it reads.
  public var tone: Tone

  /// A banner.
  public init(_ text: String, tone: Tone = .info) {
    self.text = text
    self.tone = tone
  }
}
