import ScreenGeometry
import TerminalUI
import Testing

@testable import NcursesTerminal

/// `KeyDecoder`: what `get_wch` returns, as measured under tmux, maps to the app's keys.
struct KeyDecoderTests {
  /// `get_wch`'s status for a character.
  static let ok: Int32 = 0
  /// `get_wch`'s status for a key code (`KEY_CODE_YES`).
  static let keyCode: Int32 = 0o400

  @Test(
    arguments: [
      (258, Key.down), (259, .up), (260, .left), (261, .right), (262, .home), (360, .end),
      (339, .pageUp), (338, .pageDown), (343, .enter), (263, .backspace), (353, .backTab),
      (265, .function(1)), (276, .function(12)),
    ] as [(UInt32, Key)])
  func keyCodes(value: UInt32, key: Key) {
    #expect(KeyDecoder.decode(status: Self.keyCode, value: value) == .key(key))
  }

  @Test(
    arguments: [
      (10, Key.enter), (13, .enter), (8, .backspace), (127, .backspace), (27, .escape), (9, .tab),
      (1, .ctrl("a")), (3, .ctrl("c")), (17, .ctrl("q")), (26, .ctrl("z")),
      (0x71, .char("q")), (0x52, .char("R")), (0x20, .char(" ")), (0xE9, .char("é")),
      (0x4E2D, .char("中")), (0x0627, .char("ا")), (0x1F600, .char("😀")),
    ] as [(UInt32, Key)])
  func characters(value: UInt32, key: Key) {
    #expect(KeyDecoder.decode(status: Self.ok, value: value) == .key(key))
  }

  @Test func resizeReportsTheSizeGiven() {
    let size = ScreenSize(columns: 40, rows: 8)
    #expect(KeyDecoder.decode(status: Self.keyCode, value: 0o632, size: size) == .resized(size))
  }

  @Test func meaninglessInputGivesNothing() {
    #expect(KeyDecoder.decode(status: -1, value: 0) == nil)  // ERR: the timeout passed
    #expect(KeyDecoder.decode(status: Self.keyCode, value: 0o631) == nil)  // KEY_MOUSE
    #expect(KeyDecoder.decode(status: Self.keyCode, value: 264 + 13) == nil)  // F13
    for control: UInt32 in [0, 28, 31, 0x80, 0x9B, 0x9F, 0xD800] {
      #expect(KeyDecoder.decode(status: Self.ok, value: control) == nil)
    }
  }
}
