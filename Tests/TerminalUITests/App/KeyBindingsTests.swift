import TerminalUI
import Testing

/// The key table: one command per key and screen, and the footer drawn from it.
struct KeyBindingsTests {
  @Test func noKeyMeansTwoThingsOnOneScreen() {
    for kind in RouteKind.allCases {
      var seen: [Key: AppCommand] = [:]
      for binding in KeyBindings.table where binding.routes.contains(kind) {
        for key in binding.keys {
          #expect(seen[key] == nil, "\(key) on \(kind): \(seen[key].map { "\($0)" } ?? "") and \(binding.command)")
          seen[key] = binding.command
        }
      }
    }
  }

  @Test func restoreHelpAndQuitWorkEverywhere() {
    for kind in RouteKind.allCases {
      // Where a code is typed, R and q are letters of it; Ctrl-C still quits.
      let typing = KeyBindings.typing.contains(kind)
      #expect(KeyBindings.command(for: .char("R"), in: kind) == (typing ? nil : .restore))
      #expect(KeyBindings.command(for: .char("?"), in: kind) == .help)
      #expect(KeyBindings.command(for: .char("q"), in: kind) == (typing ? nil : .quit))
      #expect(KeyBindings.command(for: .ctrl("c"), in: kind) == .quit)
    }
  }

  @Test func thePaywallFooterComesFromTheTable() {
    #expect(
      KeyBindings.footer(for: .paywall) == [
        "Enter buy", "O code", "R restore", "a account", "h history", "s store", "V review", "? help", "q quit",
      ])
  }
}
