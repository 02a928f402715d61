public import TerminalUI

/// Hands out curses colour pairs for (foreground, background) combinations, allocating each on first use.
///
/// Pair 0 is the terminal's default colours and is never allocated. When every pair is taken, further
/// combinations fall back to pair 0, so text stays readable in default colours.
public struct ColorPairRegistry {
  /// Makes a pair: `initPair(pair, foreground, background)` with curses colour numbers; `false` on failure.
  public typealias InitPair = (Int16, Int16, Int16) -> Bool

  /// The pairs allocated so far.
  private var pairs: [ColorKey: Int16] = [:]
  /// The number of pairs the terminal offers (`COLOR_PAIRS`), at most `Int16.max`.
  private let capacity: Int
  /// The colours of the terminal.
  private let palette: ColorPalette
  /// Makes a pair in curses.
  private let initPair: InitPair

  /// A registry for a terminal with `capacity` pairs and the colours in `palette`.
  public init(capacity: Int, palette: ColorPalette, initPair: @escaping InitPair) {
    self.capacity = min(max(capacity, 0), Int(Int16.max))
    self.palette = palette
    self.initPair = initPair
  }

  /// The number of pairs allocated so far.
  public var count: Int { pairs.count }

  /// The pair for `foreground` on `background`, allocated now if it is new; 0 for default colours.
  public mutating func pair(foreground: TerminalColor, background: TerminalColor) -> Int16 {
    let key = ColorKey(
      foreground: palette.number(for: foreground, role: .foreground),
      background: palette.number(for: background, role: .background))
    if key == palette.defaultKey { return 0 }
    if let known = pairs[key] { return known }
    let next = pairs.count + 1
    guard next < capacity else { return 0 }
    let pair = Int16(next)
    guard initPair(pair, key.foreground, key.background) else { return 0 }
    pairs[key] = pair
    return pair
  }
}

/// A pair's two curses colour numbers.
struct ColorKey: Hashable {
  /// The curses foreground colour (-1 is the terminal default).
  var foreground: Int16
  /// The curses background colour (-1 is the terminal default).
  var background: Int16
}
