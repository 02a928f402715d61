public import FoundationEssentials

/// One plain message about what just happened, shown above the footer until the next key that does
/// something, and no longer than it is true: a message about the account goes when the account
/// changes, one with an end date goes when the store clock passes it.
public struct Banner: Sendable, Equatable {
  /// Whether the message reports success, a failure or just information.
  public enum Tone: Sendable, Equatable {
    case success
    case failure
    case info
  }

  /// The words, e.g. "+10 coins (20 total)", said in the language of the screen that draws them.
  public var text: LocalizedText
  /// How it reads.
  public var tone: Tone
  /// The store moment it stops being true ("Subscribed … until <date>"), if it names one.
  public var until: Date?
  /// The account it describes (a purchase's, restore's or control's result); nil for a message
  /// that speaks of no account state ("Working…", a failure).
  public var moment: AccountMoment?

  /// A banner.
  public init(_ text: LocalizedText, tone: Tone = .info, until: Date? = nil, moment: AccountMoment? = nil) {
    self.text = text
    self.tone = tone
    self.until = until
    self.moment = moment
  }

  /// The banner, as a result that describes the account the next load brings.
  public var describingAccount: Banner {
    var banner = self
    banner.moment = AccountMoment()
    return banner
  }

  /// Whether it is still true at `date` by the store clock.
  public func holds(at date: Date) -> Bool {
    until.map { date < $0 } ?? true
  }
}
