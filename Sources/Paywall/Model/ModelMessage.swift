/// A localized message on the paywall, such as restore feedback or why payments are off.
public struct ModelMessage: Sendable, Equatable {
  /// What the message stands for (`.restored`, `.nothingToRestore`, `.restoreFailed`, `.paymentsDisabled`).
  public var meaning: ElementMeaning
  /// The words shown.
  public var text: String
  /// The key that retries, when the message offers a retry ("R" after a failed restore).
  public var retryKey: String?

  /// A message.
  public init(meaning: ElementMeaning, text: String, retryKey: String? = nil) {
    self.meaning = meaning
    self.text = text
    self.retryKey = retryKey
  }
}
