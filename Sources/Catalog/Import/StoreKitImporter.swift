internal import StrictJSON
import FoundationEssentials

/// Converts an Xcode StoreKit configuration file (`.storekit`, schema 1.0 and newer) into a catalog.
///
/// Unknown keys are ignored, as Xcode adds keys with each schema version. What a `.storekit`
/// file cannot say (the bundle id, coins per consumable, a non-renewing duration, paywall copy)
/// gets a documented default, and each default used is reported as a note.
public enum StoreKitImporter {
  /// Choices the `.storekit` file does not hold.
  public struct Options: Sendable {
    /// The app's bundle id; default `com.example.<file name>`.
    public var bundleID: String?
    /// The app's name; default the file name.
    public var appName: String?
    /// Apple's numeric app id; default `_applicationInternalID` when numeric, else 0.
    public var appAppleID: Int64?

    /// Creates options.
    public init(bundleID: String? = nil, appName: String? = nil, appAppleID: Int64? = nil) {
      self.bundleID = bundleID
      self.appName = appName
      self.appAppleID = appAppleID
    }
  }

  /// An imported catalog, its JSON text and the notes about defaults that were applied.
  public struct Result: Sendable {
    /// The catalog.
    public var catalog: Catalog
    /// The catalog as `catalog.json` text (valid: it was read back before being returned).
    public var text: String
    /// One line per default or adjustment the import made.
    public var notes: [String]
  }

  /// The oldest schema version this importer understands (major, minor).
  public static let oldestVersion = (1, 0)
  /// The newest schema version this importer understands (major, minor).
  public static let newestVersion = (5, 0)

  /// Imports the file at `path`; messages name it `displayName` (default: `path`).
  public static func importFile(path: String, displayName: String? = nil, options: Options = Options())
    throws(CatalogLoadError) -> Result
  {
    let name = displayName ?? path
    let bytes = try CatalogReader.readFile(path: path, displayName: name)
    let baseName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    return try importBytes(bytes, fileName: name, baseName: baseName, options: options)
  }

  /// Imports `.storekit` bytes. `baseName` (the file name without extension) seeds the defaults.
  public static func importBytes(_ bytes: [UInt8], fileName: String, baseName: String, options: Options = Options())
    throws(CatalogLoadError) -> Result
  {
    var content = bytes
    if content.starts(with: [0xEF, 0xBB, 0xBF]) { content.removeFirst(3) }
    let parsed: Swift.Result<JSONDocument, JSONSyntaxError>
    if let bad = content.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset(in: $0) }) {
      parsed = .failure(JSONSyntaxError(offset: bad, path: .root, message: "file is not valid UTF-8"))
    } else {
      parsed = Swift.Result { () throws(JSONSyntaxError) -> JSONDocument in try JSONParser.parse(content) }
    }
    let document: JSONDocument
    switch parsed {
    case .failure(let error):
      throw CatalogReader.makeError(
        fileName, content: content, [CatalogDiagnostic(offset: error.offset, path: error.path, message: error.message)])
    case .success(let value):
      document = value
    }
    if StoreKitConversion.looksLikeCatalog(document.root) {
      // A storefront catalog given to import: one line that says so, not its every key as unknown.
      throw CatalogLoadError(
        fileName: fileName, diagnostics: [],
        lines: ["\(fileName): this is not a .storekit file (it looks like a storefront catalog)"])
    }
    var conversion = StoreKitConversion(baseName: baseName, options: options)
    guard let catalog = conversion.convert(document.root) else {
      throw CatalogReader.makeError(
        fileName, content: content, conversion.log.items, omittedCount: conversion.log.omittedCount)
    }
    let text = CatalogEncoder.text(of: catalog)
    do {
      let checked = try CatalogReader.read(bytes: Array(text.utf8), fileName: "imported catalog")
      return Result(catalog: checked, text: text, notes: conversion.notes)
    } catch {
      throw CatalogLoadError(
        fileName: fileName, diagnostics: error.diagnostics, omittedCount: error.omittedCount,
        lines: error.problemLines.map { "\(fileName): cannot be represented as a catalog: \($0)" })
    }
  }
}
