import Catalog
import Foundation
import Testing

private typealias T = CatalogText

/// `settings.devices`: the devices the app's switcher suggests come from the catalog, held to the
/// rule every device name is (issue 15: no "iPhone"/"iPad" written into generic code).
struct SuggestedDevicesTests {
  @Test func theShippedCatalogSuggestsItsOwnDevices() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let shipped = try CatalogReader.load(path: root.appendingPathComponent("catalog.json").path)
    #expect(shipped.settings.devices == ["iPhone", "iPad"])
  }

  @Test func devicesAreReadInOrderAndWrittenBack() throws {
    let catalog = try T.load(T.catalog(settings: #"{"devices": ["Pixel-8", "tablet_2", "mac.mini"]}"#))
    #expect(catalog.settings.devices == ["Pixel-8", "tablet_2", "mac.mini"])
    let written = CatalogEncoder.text(of: catalog)
    #expect(try T.load(written).settings.devices == catalog.settings.devices)
    #expect(try T.load(T.catalog()).settings.devices == [])
  }

  @Test func aNameThatCouldLeaveTheDevicesDirectoryIsRefused() {
    let text = T.catalog(settings: #"{"devices": ["iPhone", "../store", "iPhone", ".hidden"]}"#)
    #expect(
      T.problems(text) == [
        "catalog.json:\(T.position(of: "\"../store\"", in: text)): settings.devices[1]: device \"../store\" must be 1 to 64 letters, digits, '.', '_' or '-' (not starting with '.')",
        "catalog.json:\(T.position(of: "\"iPhone\"", in: text, occurrence: 2)): settings.devices[2]: device \"iPhone\" is listed twice",
        "catalog.json:\(T.position(of: "\".hidden\"", in: text)): settings.devices[3]: device \".hidden\" must be 1 to 64 letters, digits, '.', '_' or '-' (not starting with '.')",
      ])
  }

  @Test func atMostSixteenDevices() {
    let names = (1...17).map { "\"d\($0)\"" }.joined(separator: ", ")
    let text = T.catalog(settings: #"{"devices": ["# + names + "]}")
    #expect(
      T.problems(text) == [
        "catalog.json:\(T.position(of: "[\"d1\"", in: text)): settings.devices: 17 devices; list at most 16"
      ])
  }
}

/// Issue 16: `app.bundleVersion`, the build notifications name.
struct BundleVersionTests {
  @Test func aBuildNumberIsReadAndWrittenBack() throws {
    let text = CatalogText.catalog().replacingOccurrences(
      of: #""name": "#, with: #""bundleVersion": "2.0.1", "name": "#, options: [], range: nil)
    let catalog = try CatalogText.load(text)
    #expect(catalog.app.bundleVersion == "2.0.1")
    #expect(try CatalogText.load(CatalogEncoder.text(of: catalog)).app.bundleVersion == "2.0.1")
    #expect(try CatalogText.load(CatalogText.catalog()).app.bundleVersion == "1")
  }

  @Test func somethingElseIsRefused() {
    for bad in ["", "1.2.3.4", "v2", "1..2", "1234567890"] {
      let text = CatalogText.catalog().replacingOccurrences(
        of: #""name": "#, with: #""bundleVersion": "\#(bad)", "name": "#, options: [], range: nil)
      #expect(
        CatalogText.problems(text).first?.contains("app.bundleVersion: \"\(bad)\" is not a build number") == true,
        "\(bad)")
    }
  }
}
