/// A switch that turns the free trial on and off (a toggle paywall, which breaks AR-14).
public struct TrialToggle: Sendable, Equatable {
  /// The switch's label for its state, localized: "Free trial enabled".
  public var label: String
  /// Whether the trial is switched on.
  public var isOn: Bool

  /// A trial toggle.
  public init(label: String, isOn: Bool) {
    self.label = label
    self.isOn = isOn
  }
}
