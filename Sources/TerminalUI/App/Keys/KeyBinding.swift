public import Localization

/// One row of the key table: keys, where they work, what they do, and how help and the footer say it.
public struct KeyBinding: Sendable {
  /// The keys that trigger the command (all equivalent).
  public var keys: [Key]
  /// How help names the keys ("↑/k", "Enter").
  public var label: String
  /// The screens where the keys work.
  public var routes: Set<RouteKind>
  /// What the keys do.
  public var command: AppCommand
  /// What the keys do, one line for the help screen.
  public var help: UIKey
  /// The footer's key and word for it ("R", restore), or nil to leave it out of the footer.
  public var footer: (key: String, word: UIKey)?

  /// A binding.
  public init(
    _ keys: [Key], _ label: String, _ routes: Set<RouteKind>, _ command: AppCommand, _ help: UIKey,
    footer: (key: String, word: UIKey)? = nil
  ) {
    self.keys = keys
    self.label = label
    self.routes = routes
    self.command = command
    self.help = help
    self.footer = footer
  }
}
