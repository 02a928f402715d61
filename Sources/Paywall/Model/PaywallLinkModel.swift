/// A link on the paywall: Terms of Use, Privacy Policy or an extra link.
public struct PaywallLinkModel: Sendable, Equatable {
  /// The link text in the paywall's language.
  public var label: String
  /// Where it points.
  public var url: String
  /// `.termsOfUse`, `.privacyPolicy` or `.otherLink`.
  public var meaning: ElementMeaning
  /// The key that opens or shows it: "T", "P", then "1", "2", … for extra links.
  public var key: String

  /// A link.
  public init(label: String, url: String, meaning: ElementMeaning, key: String) {
    self.label = label
    self.url = url
    self.meaning = meaning
    self.key = key
  }
}
