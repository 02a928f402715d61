import Catalog
import FoundationEssentials
import SystemErrors
import FoundationInternationalization
import Paywall
import TerminalUI
import ScreenGeometry

/// `storefront review pack DIR [--paywall NAME] [--storefront ID] [--locale ID] [--size COLSxROWS]`: the
/// screens an App Reviewer walks through, as SVG images outlined where a rule fails, and one `index.html`
/// showing them with what the reviewer does and every rule's result.
enum ReviewCommand {
  static let usage = "review takes one action: review pack DIR (the directory to write the screens into)"

  static func run(_ parsed: ParsedArguments, arguments: [String]) -> Int32 {
    guard arguments.first == "pack" else { return StorefrontCommand.usageFailure(usage) }
    guard arguments.count == 2, let directory = arguments.last, !directory.isEmpty else {
      return StorefrontCommand.usageFailure("review pack takes one directory, e.g. storefront review pack evidence")
    }
    DisplayWidth.ensureUTF8Locale()
    guard case .success(let catalog) = StorefrontCommand.loadCatalog(at: StorefrontCommand.catalogPath(parsed)) else {
      return CatalogLoadError.exitCode
    }
    let paywall: String
    let storefront: StorefrontInfo
    let language: LanguageTag
    let size: ScreenSize
    do {
      paywall = try PaywallOptions.paywall(parsed, in: catalog).get() ?? catalog.defaultPaywallID
      storefront = try StorefrontCommand.storefront(parsed, in: catalog).get()
      language = try StorefrontCommand.language(parsed, in: catalog).get()
      size = try packSize(parsed)
    } catch {
      return StorefrontCommand.usageFailure(error.message)
    }
    let pack: ReviewPack
    do {
      pack = try ReviewPack(
        catalog: catalog, paywallID: paywall, storefrontID: storefront.id, language: language, size: size)
    } catch {
      StorefrontCommand.printError("storefront: \(error)")
      return ExitCode.dataError
    }
    return write(pack, to: directory)
  }

  /// `--size COLSxROWS` (one, at least the app's minimum), 80x24 when not given.
  static func packSize(_ parsed: ParsedArguments) throws(UsageError) -> ScreenSize {
    let sizes = try PaywallOptions.sizes(parsed).get() ?? [ScreenSize(columns: 80, rows: 24)]
    guard sizes.count == 1 else { throw UsageError("review pack draws at one size: give one --size, e.g. 80x24") }
    let minimum = PaywallScreen.minimumSize
    guard sizes[0].columns >= minimum.columns, sizes[0].rows >= minimum.rows else {
      throw UsageError(
        "--size \(sizes[0]) is below the app's minimum \(minimum), where it draws no paywall; give \(minimum) or more")
    }
    return sizes[0]
  }

  /// Writes the screens, then `index.html`, into `directory` (made if missing), each file atomically;
  /// prints one line per file.
  static func write(_ pack: ReviewPack, to directory: String) -> Int32 {
    var isDirectory = false
    if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory {
      StorefrontCommand.printError(
        "storefront: \(directory): is a file, not a directory; give a directory to write into")
      return ExitCode.ioError
    }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      StorefrontCommand.printError(
        "storefront: \(directory): cannot create the directory: \(SystemErrorText.describe(error))")
      return ExitCode.ioError
    }
    let writer = SVGFrameWriter()
    var files: [(name: String, contents: String, note: String)] = []
    for (index, screen) in pack.screens.enumerated() {
      let title = "\(index + 1). \(screen.step.title)"
      files.append(
        (
          ReviewPack.imageName(index, screen.step),
          writer.document(screen.grid, highlights: screen.highlights, title: title),
          "\(screen.step.title): \(screen.summary)"
        ))
    }
    files.append(("index.html", ReviewPackPage.html(pack, writer: writer), "the walkthrough page"))
    for file in files {
      let path = URL(fileURLWithPath: directory).appendingPathComponent(file.name).path
      do {
        try AtomicFile.write(Data(file.contents.utf8), to: path)
      } catch {
        StorefrontCommand.printError("storefront: \(path): cannot write: \(SystemErrorText.describe(error))")
        return ExitCode.ioError
      }
      StorefrontCommand.printLine("\(path)  \(file.note)")
    }
    return ExitCode.ok
  }
}
