#if canImport(Glibc)
  import Glibc
#endif

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
    return lhs.withBytes { left in
      rhs.withBytes { right in left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
    }
  }

  public func hash(into hasher: inout Hasher) {
    withBytes { bytes in
      hasher.combine(bytes.count)
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
  }

  /// Calls `body` with the text's UTF-8 bytes, read in place (a native string's are contiguous).
  private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(text.utf8).withUnsafeBufferPointer(body)
  }
}
