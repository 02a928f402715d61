/// How many terminal columns text takes, as ncurses and glibc-based terminals (tmux, VTE, xterm) draw it.
///
/// A grapheme cluster's width is the C library's `wcwidth` of its scalars under a UTF-8 `LC_CTYPE`:
/// - printable ASCII is 1 and never calls `wcwidth`; controls (C0, DEL, C1) are 0: never draw them, see
///   ``TextLayout/sanitize(_:keepingLineBreaks:)``;
/// - a cluster of several scalars containing U+FE0F (emoji presentation) or U+200D (ZWJ) is 2;
/// - otherwise the base scalar's width (2 for CJK, 0 for a standalone combining mark) plus that of every
///   later *spacing* scalar. Marks of width 0 (U+0301, virama) add nothing. Devanagari spacing vowel signs
///   add 1 each, so "हि" is 2 and the conjunct "प्रो" is 3: ncurses and tmux give every spacing scalar its
///   own column, and a narrower count would shift everything to its right on screen;
/// - a scalar `wcwidth` calls non-printable that is not a control (unassigned, U+2028) counts 1 as a base.
///
/// The first non-ASCII lookup calls ``ensureUTF8Locale()``.
public enum DisplayWidth {
  /// The number of columns `character` takes: 0 for controls and standalone zero-width marks, else 1 or 2
  /// (3 or more only for Indic conjuncts with several spacing marks, see the type's notes).
  ///
  /// - Complexity: O(1) for ASCII, else O(number of scalars in the cluster).
  @inlinable
  public static func of(_ character: Character) -> Int {
    // One byte is one ASCII scalar. (Not `asciiValue`, which compares every character with "\r\n" as
    // strings; "\r\n" is measured below, a control: no cell.)
    let utf8 = character.utf8
    if utf8.count == 1, let byte = utf8.first {
      return byte >= 0x20 && byte < 0x7F ? 1 : 0
    }
    return ofNonASCII(character)
  }

  /// The number of columns `text` takes: the sum of its grapheme clusters' widths.
  ///
  /// - Complexity: O(n); printable ASCII is counted from its UTF-8 bytes.
  public static func of(_ text: String) -> Int {
    var utf8 = text.utf8.makeIterator()
    var count = 0
    while let byte = utf8.next() {
      guard byte >= 0x20 && byte < 0x7F else { return slowWidth(of: text) }
      count += 1
    }
    return count
  }

  /// Makes `LC_CTYPE` UTF-8 (C.UTF-8) unless `nl_langinfo(CODESET)` already says UTF-8.
  ///
  /// Needed because glibc's `wcwidth` returns -1 for every non-ASCII character in the "C" locale, where Swift
  /// processes (and test runners) start. Runs once per process; later calls return at once; thread-safe.
  /// - Returns: whether `LC_CTYPE` is UTF-8 now.
  @discardableResult
  public static func ensureUTF8Locale() -> Bool {
    LibcWidth.locale
  }

  /// The longest prefix of whole grapheme clusters of `text` that takes at most `width` columns.
  ///
  /// If all of `text` fits, that is `text`; otherwise zero-width clusters right after the cut are left out.
  /// A `width` of 0 or less gives "".
  public static func prefix(_ text: String, fitting width: Int) -> String {
    guard width > 0 else { return "" }
    var used = 0
    var end = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      let columns = of(text[index])
      if used + columns > width { break }
      used += columns
      index = next
      if columns > 0 { end = next }
    }
    return index == text.endIndex ? text : String(text[..<end])
  }

  /// The width of a cluster that is not a single ASCII scalar (nor CR LF).
  @usableFromInline
  static func ofNonASCII(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    var iterator = scalars.makeIterator()
    guard let base = iterator.next() else { return 0 }
    if isControl(base) { return 0 }
    var spacing = 0
    var hasMore = false
    while let scalar = iterator.next() {
      hasMore = true
      if scalar.value == 0xFE0F || scalar.value == 0x200D { return 2 }
      spacing += max(LibcWidth.width(of: scalar), 0)
    }
    let baseWidth = LibcWidth.width(of: base)
    if baseWidth < 0 { return 1 + spacing }
    if baseWidth == 0 && !hasMore { return 0 }
    return baseWidth + spacing
  }

  /// Whether `scalar` is a C0 control, DEL or a C1 control.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
  }

  /// The width of text that is not all printable ASCII.
  ///
  /// Where no scalar is a control, U+FE0F, U+200D or one `wcwidth` calls non-printable, a cluster's width
  /// (its base's plus its later scalars') is the sum of its scalars' widths, so the text's width is the sum
  /// over its scalars and no grapheme breaking is needed; otherwise the clusters are measured one by one.
  private static func slowWidth(of text: String) -> Int {
    var count = 0
    for scalar in text.unicodeScalars {
      guard !isControl(scalar), scalar.value != 0xFE0F, scalar.value != 0x200D else { return clusterWidth(of: text) }
      let width = scalar.isASCII ? 1 : LibcWidth.width(of: scalar)
      guard width >= 0 else { return clusterWidth(of: text) }
      count += width
    }
    return count
  }

  /// The width of `text`, cluster by cluster.
  static func clusterWidth(of text: String) -> Int {
    var count = 0
    for character in text { count += of(character) }
    return count
  }
}
