/// A text compared and hashed by its UTF-8 bytes, for memo keys of texts on screen.
///
/// `String` compares and hashes by canonical equivalence, which normalizes every text that is not
/// ASCII each time it is hashed or compared (most of a French, Japanese or Arabic paywall); a memo of
/// drawn text only needs to know the same bytes again. Two texts that are canonically equal but
/// spelled differently are two keys: each is computed once, with the same answer.
public struct ExactText: Hashable, Sendable {
  /// The text.
  public let text: String

  /// `text` as a key.
  public init(_ text: String) { self.text = text }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.text.utf8.count == rhs.text.utf8.count else { return false }
    var left = lhs.text
    var right = rhs.text
    return left.withUTF8 { leftBytes in
      right.withUTF8 { rightBytes in leftBytes.elementsEqual(rightBytes) }
    }
  }

  public func hash(into hasher: inout Hasher) {
    var text = text
    text.withUTF8 { bytes in
      hasher.combine(bytes.count)
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
  }
}
