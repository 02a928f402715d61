import TerminalUI
import Testing

@testable import NcursesTerminal

/// OSC 8 sequences, refused addresses, the exact label text and when links are written at all.
struct HyperlinkTests {
  @Test func sequenceWrapsTheLabel() {
    #expect(
      Hyperlink.open(url: "https://example.com/terms", id: 3) == "\u{1B}]8;id=3;https://example.com/terms\u{1B}\\")
    #expect(Hyperlink.close == "\u{1B}]8;;\u{1B}\\")
  }

  @Test(arguments: [
    "", "https://evil.example/\u{1B}]0;title\u{7}", "https://a.example/\u{7}", "https://a.example/;x",
    "https://a.example/\u{9B}", "https://a.example/\u{7F}", "https://bücher.example", "https://a.example/ x",
    "https://a.example/\n",
  ])
  func unsafeAddressesAreRefused(url: String) {
    #expect(!Hyperlink.isSafe(url))
    #expect(Hyperlink.open(url: url, id: 1) == nil)
  }

  @Test func percentEncodedAddressesPass() {
    #expect(Hyperlink.isSafe("https://example.com/terms?lang=de&x=%C3%BC#top"))
  }

  @Test func labelIsTheExactCellText() {
    var grid = CellGrid(columns: 20, rows: 2)
    grid.put("利用規約 Terms", column: 2, row: 1)
    let link = TerminalLink(row: 1, column: 2, width: 14, url: "https://example.com")
    #expect(Hyperlink.visibleText(of: link, in: grid) == "利用規約 Terms")
    let clipped = TerminalLink(row: 1, column: 11, width: 30, url: "https://example.com")
    #expect(Hyperlink.visibleText(of: clipped, in: grid) == "Terms    ")
    let insideWide = TerminalLink(row: 1, column: 3, width: 2, url: "https://example.com")
    #expect(Hyperlink.visibleText(of: insideWide, in: grid) == nil)
    #expect(Hyperlink.visibleText(of: TerminalLink(row: 2, column: 0, width: 3, url: "x"), in: grid) == nil)
  }

  @Test func painterMovesWritesAndRestoresTheCursor() {
    var grid = CellGrid(columns: 20, rows: 3)
    let style = CellStyle(.underline, foreground: .blue)
    grid.put("Terms", column: 1, row: 2, style: style)
    grid.put("Evil", column: 10, row: 2)
    let frame = TerminalFrame(
      grid: grid,
      links: [
        TerminalLink(row: 2, column: 1, width: 5, url: "https://example.com/terms"),
        TerminalLink(row: 2, column: 10, width: 4, url: "https://evil;x"),
      ])
    let expected =
      "\u{1B}7\u{1B}[3;2H\u{1B}[0;4;34m\u{1B}]8;id=1;https://example.com/terms\u{1B}\\Terms\u{1B}]8;;\u{1B}\\"
      + "\u{1B}[0m\u{1B}8"
    #expect(LinkPainter.bytes(for: frame, palette: ColorPalette(colors: 8, hasDefaultColors: true)) == expected)
  }

  @Test func linksToOneAddressShareAnID() {
    var grid = CellGrid(columns: 10, rows: 2)
    grid.put("Privacy", column: 0, row: 0)
    grid.put("Policy", column: 0, row: 1)
    let url = "https://example.com/privacy"
    let frame = TerminalFrame(
      grid: grid,
      links: [TerminalLink(row: 0, column: 0, width: 7, url: url), TerminalLink(row: 1, column: 0, width: 6, url: url)])
    let bytes = LinkPainter.bytes(for: frame, palette: nil)
    #expect(bytes.components(separatedBy: "id=1;").count == 3)
    #expect(!bytes.contains("id=2;"))
  }

  @Test func linksAreWrittenOnlyWhereTheyWork() {
    func emits(_ values: [String: String], enabled: Bool = true) -> Bool {
      HyperlinkPolicy.emitsLinks(enabled: enabled, environment: TerminalEnvironment(values))
    }
    #expect(emits(["TERM": "screen-256color", "TMUX": "/tmp/tmux-0/default,1,0"]))
    #expect(emits(["TERM": "xterm-kitty"]))
    #expect(emits(["TERM": "xterm-256color", "VTE_VERSION": "7600"]))
    #expect(emits(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]))
    #expect(!emits(["TERM": "xterm-256color"]))
    #expect(!emits(["TERM": "linux"]))
    #expect(!emits(["TERM": "screen", "STY": "1.pts-0"]))
    #expect(!emits(["TERM": "xterm-kitty", "NO_HYPERLINKS": ""]))
    #expect(!emits(["TERM": "xterm-kitty"], enabled: false))
    #expect(emits(["TERM": "xterm", "FORCE_HYPERLINKS": "1"]))
  }
}
