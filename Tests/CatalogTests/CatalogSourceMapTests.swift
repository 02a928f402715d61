import StrictJSON
import Foundation
import Testing

@testable import Catalog

/// `CatalogSourceMap`: the line and column of a key path, checked against an independent count of
/// lines and characters in the text (`CatalogText.position`).
struct CatalogSourceMapTests {
  static let text = CatalogText.catalog(
    groups: [CatalogText.group], paywallPlans: "[\"coins\", \"pro.monthly\"]")

  func map(_ text: String = text) throws -> CatalogSourceMap { try CatalogSourceMap(bytes: Array(text.utf8)) }

  func position(_ path: JSONPath, in map: CatalogSourceMap) -> String {
    map.position(of: path).map { "\($0)" } ?? "none"
  }

  let paywall = JSONPath.root.appending("paywalls").appending(0)

  @Test func aMemberIsAtItsKeysOpeningQuote() throws {
    let map = try map()
    #expect(
      position(paywall.appending("termsOfUseURL"), in: map)
        == CatalogText.position(of: "\"termsOfUseURL\"", in: Self.text))
    #expect(
      position(paywall.appending("localizations").appending("en").appending("title"), in: map)
        == CatalogText.position(of: "\"title\"", in: Self.text))
  }

  @Test func anArrayElementIsAtItsValueAndTheRootAtItsBrace() throws {
    let map = try map()
    #expect(
      position(paywall.appending("plans").appending(1), in: map)
        == CatalogText.position(of: "\"pro.monthly\"]", in: Self.text))
    #expect(position(paywall, in: map) == CatalogText.position(of: "{\"id\": \"default\"", in: Self.text))
    #expect(position(.root, in: map) == "1:1")
  }

  @Test func findsPaywallsAndProductsByIDIncludingSubscriptionsInTheirGroup() throws {
    let map = try map()
    #expect(map.paywallPath(id: "default") == paywall)
    #expect(map.paywallPath(id: "nope") == nil)
    #expect(map.productPath(id: "coins")?.description == "products[0]")
    let monthly = try #require(map.productPath(id: "pro.monthly"))
    #expect(monthly.description == "subscriptionGroups[0].subscriptions[0]")
    #expect(position(monthly, in: map) == CatalogText.position(of: "{\"id\": \"pro.monthly\"", in: Self.text))
    #expect(map.productPath(id: "pro") == nil)
  }

  @Test func aPathTheFileDoesNotHaveHasNoPosition() throws {
    let map = try map()
    for path in [
      paywall.appending("subtitle"), JSONPath.root.appending("paywalls").appending(3),
      paywall.appending("plans").appending("coins"), paywall.appending("plans").appending(0).appending("id"),
    ] {
      #expect(map.position(of: path) == nil, "\(path)")
      #expect(!map.contains(path), "\(path)")
    }
  }

  @Test func columnsCountCharactersNotBytesAndAByteOrderMarkIsSkipped() throws {
    let text = Self.text.replacingOccurrences(
      of: "{\"title\": \"Title\",", with: "{\"title\": \"Café ☕ 🚀 中文\", \"subtitle\": \"é\",")
    let path = paywall.appending("localizations").appending("en").appending("subtitle")
    let expected = CatalogText.position(of: "\"subtitle\"", in: text)
    #expect(position(path, in: try map(text)) == expected)
    let withMark = try CatalogSourceMap(bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8))
    #expect(position(path, in: withMark) == expected)
  }

  @Test func loadWithSourceReadsOnceAndReportsAsLoadDoes() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("source-map-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("catalog.json")
    try Self.text.write(to: file, atomically: true, encoding: .utf8)
    let loaded = try CatalogReader.loadWithSource(path: file.path)
    #expect(loaded.catalog == (try CatalogReader.load(path: file.path)))
    #expect(loaded.source.position(of: paywall) != nil)

    try Self.text.replacingOccurrences(of: "\"level\": 1", with: "\"level\": \"one\"").write(
      to: file, atomically: true, encoding: .utf8)
    let viaLoad = try #require(throws: CatalogLoadError.self) { try CatalogReader.load(path: file.path) }
    let viaSource = try #require(throws: CatalogLoadError.self) { try CatalogReader.loadWithSource(path: file.path) }
    #expect(viaSource.lines == viaLoad.lines)
    #expect(!viaSource.lines.isEmpty)
  }
}
