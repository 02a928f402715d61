/// Something a purchase unlocks, such as `premium` or `pro`, with its localized name.
public struct Entitlement: Sendable, Equatable {
  /// The id products refer to, e.g. `premium`.
  public var id: String
  /// The name shown to people, per language.
  public var names: Localized<String>

  /// Creates an entitlement.
  public init(id: String, names: Localized<String>) {
    self.id = id
    self.names = names
  }
}
