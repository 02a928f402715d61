public import Paywall
import Catalog
import FoundationEssentials

/// What the person has done on the paywall screen: the plan they chose, the trial switch, a link
/// they asked to see, and how long the paywall has been open.
public struct PaywallViewState: Sendable, Equatable {
  /// The index of the chosen plan card.
  public var selectedPlan: Int
  /// Whether the trial switch (only on paywalls that have one) is on.
  public var trialSwitchOn: Bool
  /// The key of the link whose address is shown ("T", "P", "1"…), if one was asked for.
  public var shownLink: String?
  /// Seconds since the paywall appeared (a delayed close control appears after its delay).
  public var elapsedSeconds: Int

  /// The first view of `model`: its highlighted plan chosen, the trial switch on.
  public init(model: PaywallModel) {
    selectedPlan = model.cards.firstIndex(where: \.isHighlighted) ?? 0
    trialSwitchOn = true
    shownLink = nil
    elapsedSeconds = 0
  }

  /// Applies one key of `PaywallKey` to the view of `model`.
  public mutating func apply(_ key: PaywallKey, model: PaywallModel) {
    switch key {
    case .up:
      selectedPlan = max(0, selectedPlan - 1)
    case .down:
      selectedPlan = min(max(model.cards.count - 1, 0), selectedPlan + 1)
    case .toggle:
      if model.trialToggle != nil { trialSwitchOn.toggle() }
    case .link(let linkKey):
      shownLink = model.links.contains { $0.key == linkKey } ? linkKey : nil
    case .wait(let seconds):
      elapsedSeconds += seconds
    }
  }
}

/// A key the paywall screen understands when rendered headless (`storefront render --keys`).
public enum PaywallKey: Sendable, Equatable {
  /// Choose the plan above.
  case up
  /// Choose the plan below.
  case down
  /// Flip the trial switch.
  case toggle
  /// Show the address of the link with this key ("T", "P", "1"…).
  case link(String)
  /// Let seconds pass.
  case wait(Int)

  /// The key a `--keys` token names: `up`, `down`, `space`, `t`, `p`, a digit, `wait` or `wait=N`.
  public init?(token: String) {
    switch token.lowercased() {
    case "up", "k": self = .up
    case "down", "j", "tab": self = .down
    case "space": self = .toggle
    case "t", "p": self = .link(token.uppercased())
    case "wait": self = .wait(1)
    case let other:
      if other.count == 1, let digit = other.first, digit.isASCII, digit.isNumber, digit != "0" {
        self = .link(other)
      } else if other.hasPrefix("wait="), let seconds = Int(other.dropFirst(5)), (0...86_400).contains(seconds) {
        self = .wait(seconds)
      } else {
        return nil
      }
    }
  }
}
