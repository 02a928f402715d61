/// The restore button of a paywall: its label and the key that presses it.
public struct RestoreControl: Sendable, Equatable {
  /// The label from the paywall copy, e.g. "Restore Purchases".
  public var label: String
  /// The key that activates it: "R".
  public var key: String

  /// A restore control.
  public init(label: String, key: String = "R") {
    self.label = label
    self.key = key
  }
}
