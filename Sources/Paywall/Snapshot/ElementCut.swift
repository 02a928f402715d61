/// Why an element's text is not all on screen.
public enum ElementCut: String, Sendable, Equatable, Hashable, CaseIterable {
  /// The text met the screen's edge or its room on the row and ends in "…" there.
  case ellipsis
  /// The text wraps onto rows that were left out for lack of room.
  case rowLimit
}
