import TerminalUI
import Testing

@testable import NcursesTerminal

/// Cell styles become curses attributes and colour pairs; without colour they degrade to attributes.
struct StyleMappingTests {
  /// Distinct fake bits, so every attribute can be told apart.
  static let bits = AttributeBits(bold: 1, dim: 2, reverse: 4, underline: 8)
  /// A 256-colour terminal with default colours.
  static let palette = ColorPalette(colors: 256, hasDefaultColors: true)

  /// A registry that records the pairs it makes.
  final class Recorder {
    var made: [[Int16]] = []
    func registry(capacity: Int = 256, palette: ColorPalette = StyleMappingTests.palette) -> ColorPairRegistry {
      ColorPairRegistry(capacity: capacity, palette: palette) { pair, fg, bg in
        self.made.append([pair, fg, bg])
        return true
      }
    }
  }

  @Test func attributesMapToTheirBits() {
    var mapper = StyleMapper(bits: Self.bits, registry: Recorder().registry())
    #expect(mapper.drawing(for: .plain) == .init(attributes: 0, pair: 0))
    #expect(mapper.drawing(for: .bold).attributes == 1)
    #expect(mapper.drawing(for: .dim).attributes == 2)
    #expect(mapper.drawing(for: CellStyle([.reverse, .underline])).attributes == 12)
  }

  @Test func pairsAreMadeOnFirstUseAndReused() {
    let recorder = Recorder()
    var registry = recorder.registry()
    #expect(registry.pair(foreground: .default, background: .default) == 0)
    #expect(registry.pair(foreground: .black, background: .yellow) == 1)
    #expect(registry.pair(foreground: .cyan, background: .default) == 2)
    #expect(registry.pair(foreground: .black, background: .yellow) == 1)
    #expect(recorder.made == [[1, 0, 3], [2, 6, -1]])
  }

  @Test func exhaustedPairsFallBackToDefaultColours() {
    var registry = Recorder().registry(capacity: 2)
    #expect(registry.pair(foreground: .red, background: .default) == 1)
    #expect(registry.pair(foreground: .green, background: .default) == 0)
    #expect(registry.count == 1)
  }

  @Test func paletteFallsBackForMissingColours() {
    let eight = ColorPalette(colors: 8, hasDefaultColors: false)
    #expect(eight.number(for: .bright(.red), role: .foreground) == 1)
    #expect(eight.number(for: .indexed(200), role: .foreground) == 7)
    #expect(eight.number(for: .default, role: .background) == 0)
    #expect(Self.palette.number(for: .bright(.red), role: .foreground) == 9)
    #expect(Self.palette.number(for: .indexed(200), role: .background) == 200)
  }

  @Test func monochromeTurnsColourIntoAttributes() {
    var mapper = StyleMapper(bits: Self.bits, registry: nil)
    let badge = CellStyle(.bold, foreground: .black, background: .yellow)
    #expect(mapper.drawing(for: badge) == .init(attributes: 1 | 4, pair: 0))
    #expect(mapper.drawing(for: CellStyle(foreground: .cyan)) == .init(attributes: 1, pair: 0))
    #expect(mapper.drawing(for: CellStyle(.reverse, background: .blue)) == .init(attributes: 4, pair: 0))
    #expect(mapper.drawing(for: .dim) == .init(attributes: 2, pair: 0))
  }

  @Test func noColorAnyValueMonochromeOrForcedTurnsColourOff() {
    let plain = TerminalEnvironment(["TERM": "xterm-256color"])
    #expect(ColorPolicy.usesColor(environment: plain, forceMonochrome: false, terminalHasColors: true))
    #expect(!ColorPolicy.usesColor(environment: plain, forceMonochrome: true, terminalHasColors: true))
    #expect(!ColorPolicy.usesColor(environment: plain, forceMonochrome: false, terminalHasColors: false))
    for value in ["1", ""] {
      let noColor = TerminalEnvironment(["TERM": "xterm-256color", "NO_COLOR": value])
      #expect(!ColorPolicy.usesColor(environment: noColor, forceMonochrome: false, terminalHasColors: true))
    }
  }

  @Test func sgrMatchesWhatCursesDraws() {
    let badge = CellStyle(.bold, foreground: .black, background: .yellow)
    #expect(SelectGraphicRendition.sequence(for: badge, palette: Self.palette) == "\u{1B}[0;1;30;43m")
    #expect(SelectGraphicRendition.sequence(for: badge, palette: nil) == "\u{1B}[0;1;7m")
    let link = CellStyle(.underline, foreground: .bright(.blue))
    #expect(SelectGraphicRendition.sequence(for: link, palette: Self.palette) == "\u{1B}[0;4;94m")
    #expect(
      SelectGraphicRendition.sequence(for: CellStyle(foreground: .indexed(33)), palette: Self.palette)
        == "\u{1B}[0;38;5;33m")
    #expect(SelectGraphicRendition.sequence(for: .plain, palette: Self.palette) == "\u{1B}[0m")
  }
}
