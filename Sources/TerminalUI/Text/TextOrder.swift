/// The order in which ``CellGrid/put(_:column:row:style:maxWidth:)`` writes a text's graphemes into cells.
public enum TextOrder: Sendable, Hashable {
  /// Logical (memory) order: the first grapheme in the leftmost cell; a bidi-aware terminal reorders.
  case logical
  /// Visual order by the Unicode Bidirectional Algorithm, in paragraphs of a base direction.
  case visual(ParagraphDirection)

  /// Whether ``arrange(_:)`` can change the order of `text`: only text with a right-to-left letter, an
  /// Arabic digit or a right-to-left embedding can, in either paragraph direction.
  func reorders(_ text: String) -> Bool {
    guard case .visual = self else { return false }
    return VisualOrder.mayReorder(text, direction: .leftToRight)
  }

  /// The graphemes of one put, already cut to fit, in the order they go into cells from the left.
  ///
  /// A put is a run of cells at a place layout chose, so its spaces at either end stay where they are, and
  /// two or more spaces inside are a gutter between columns (a table row, a footer): each piece between
  /// them is its own paragraph, reordered in its own cells. A piece is a right-to-left paragraph in a
  /// right-to-left language when it holds right-to-left text; one with none (a Latin name, a date, a URL, a
  /// line of JSON) has nothing to read right to left and stays as written. In logical order nothing moves.
  ///
  /// `mirrored` (a mirrored layout's put) also lays the pieces and the spaces between and around them
  /// from the right: the first piece rightmost, each still read as its own paragraph.
  func arrange(_ characters: [Character], mirrored: Bool = false) -> [Character] {
    guard case .visual(let direction) = self else { return characters }
    var segments: [ArraySlice<Character>] = []
    var index = 0
    while index < characters.count {
      let spacesEnd = characters[index...].firstIndex { $0 != " " } ?? characters.count
      if spacesEnd > index { segments.append(characters[index..<spacesEnd]) }
      index = spacesEnd
      guard index < characters.count else { break }
      var end = index
      while end < characters.count {
        guard characters[end] == " " else {
          end += 1
          continue
        }
        let runEnd = characters[end...].firstIndex { $0 != " " } ?? characters.count
        if runEnd - end >= 2 || runEnd == characters.count { break }
        end = runEnd
      }
      let piece = Array(characters[index..<end])
      segments.append(reorders(String(piece)) ? VisualOrder.reorder(piece, direction: direction)[...] : piece[...])
      index = end
    }
    if mirrored { segments.reverse() }
    var arranged: [Character] = []
    arranged.reserveCapacity(characters.count)
    for segment in segments { arranged += segment }
    return arranged
  }
}
