import Foundation
import Testing

/// The modules linked into `storefront` use swift-foundation's `FoundationEssentials` (and
/// `FoundationInternationalization` for formatting), never `Foundation` itself: importing it would
/// link CoreFoundation back into the app, whose start-up work and data cost the first frame about
/// half a millisecond and resident memory 3 MB (issue 12's targets).
@Suite struct AppModuleImportTests {
  static let appModules = [
    "Catalog", "AppStoreSimulator", "Storefront", "Paywall", "TerminalUI", "NcursesTerminal", "StorefrontApp",
    "Localization", "JWS", "Gettext", "SQLite", "SystemErrors", "ScreenGeometry", "StoreWire", "storefront",
  ]

  @Test func noAppModuleImportsFoundation() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources")
    let pattern = try Regex(
      #"^\s*(@\w+\s+)*((public|package|internal|fileprivate|private)\s+)?import\s+Foundation\s*$"#)
    var offenders: [String] = []
    var scanned = 0
    for module in Self.appModules {
      let directory = sources.appendingPathComponent(module)
      let files = try #require(FileManager.default.enumerator(atPath: directory.path)).compactMap { $0 as? String }
      for file in files where file.hasSuffix(".swift") {
        scanned += 1
        let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.wholeMatch(of: pattern) != nil {
          offenders.append("Sources/\(module)/\(file):\(number + 1)")
        }
      }
    }
    #expect(scanned > 300)
    #expect(offenders == [])
  }
}
