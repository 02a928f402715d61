import Foundation
import Testing

/// The layers of DESIGN.md hold in the sources: a lower module never imports a higher one, the
/// app's side (`Storefront`, `StorefrontApp`) knows the store only through `StoreWire`, and the terminal backend
/// knows the screens it draws but neither the paywall nor the store behind them.
@Suite struct ModuleLayeringTests {
  /// The modules each module must not import.
  static let forbidden: [String: Set<String>] = [
    "ScreenGeometry": ours,
    "Catalog": ours,
    "SQLite": ours,
    "JWS": ours.subtracting(["SystemErrors"]),
    "AppStoreSimulator": ["Storefront", "Paywall", "TerminalUI", "NcursesTerminal", "StorefrontApp", "StoreServer"],
    "StoreWire": ours.subtracting(["Catalog"]),
    // The app's side reaches the store only through the wire (issue 15).
    "Storefront": ["AppStoreSimulator", "Paywall", "TerminalUI", "NcursesTerminal", "StorefrontApp", "StoreServer"],
    "Paywall": ["TerminalUI", "NcursesTerminal", "StorefrontApp", "StoreServer", "AppStoreSimulator"],
    "TerminalUI": ["NcursesTerminal", "StorefrontApp", "StoreServer", "AppStoreSimulator", "CNcursesw"],
    "NcursesTerminal": ["Catalog", "Paywall", "Storefront", "AppStoreSimulator", "StorefrontApp", "StoreServer"],
    // The app's runtime reaches the store through the wire and the store controls only (issue 15).
    "StorefrontApp": ["NcursesTerminal", "StoreServer", "CNcursesw", "AppStoreSimulator", "StorefrontCLI"],
    // The command line runs the server as its own executable (storefront-serve), not linked in.
    "StorefrontCLI": ["StoreServer", "CMicroHTTPD"],
  ]

  /// Every module of the project.
  static let ours: Set<String> = [
    "ScreenGeometry", "Catalog", "SQLite", "JWS", "SystemErrors", "AppStoreSimulator", "Storefront", "Paywall",
    "TerminalUI", "NcursesTerminal", "StorefrontApp", "StoreServer", "Localization", "Gettext", "StoreWire",
    "StorefrontCLI",
  ]

  @Test func noModuleImportsOneAboveIt() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources")
    let pattern = try Regex(
      #"^\s*(@\w+\s+)*((public|package|internal|fileprivate|private)\s+)?import\s+(\w+)\s*$"#)
    var offenders: [String] = []
    var scanned = 0
    for (module, banned) in Self.forbidden.sorted(by: { $0.key < $1.key }) {
      let directory = sources.appendingPathComponent(module)
      let files = try #require(FileManager.default.enumerator(atPath: directory.path)).compactMap { $0 as? String }
      for file in files.sorted() where file.hasSuffix(".swift") {
        scanned += 1
        let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
          guard let match = line.wholeMatch(of: pattern), let name = match.output[4].substring else { continue }
          if banned.contains(String(name)) {
            offenders.append("Sources/\(module)/\(file):\(number + 1) imports \(name)")
          }
        }
      }
    }
    #expect(scanned > 300)
    #expect(offenders == [])
  }

  /// Issue 15: the executable keeps only `main` and its wiring; commands, parsing and reports live in
  /// `StorefrontCLI`, which tests import.
  @Test func theExecutableHoldsOnlyMain() throws {
    let executable = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/storefront")
    let swiftFiles = try FileManager.default.contentsOfDirectory(atPath: executable.path).filter {
      $0.hasSuffix(".swift")
    }
    #expect(swiftFiles == ["main.swift"])
    let main = try String(contentsOf: executable.appendingPathComponent("main.swift"), encoding: .utf8)
    #expect(main.split(separator: "\n").count < 30)
  }
}
