import Catalog
import FoundationEssentials
import SystemErrors
import FoundationInternationalization

#if canImport(Glibc)
  import Glibc
#endif

/// `storefront import FILE.storekit [-o PATH]`: convert an Xcode StoreKit configuration to a catalog.
enum ImportCommand {
  static func run(_ parsed: ParsedArguments, arguments: [String]) -> Int32 {
    guard arguments.count == 1, let path = arguments.first else {
      return StorefrontCommand.usageFailure("import takes one .storekit file, e.g. storefront import Products.storekit")
    }
    var options = StoreKitImporter.Options(bundleID: parsed.options["bundle-id"], appName: parsed.options["name"])
    if let text = parsed.options["app-id"] {
      guard let id = Int64(text), id >= 0 else {
        return StorefrontCommand.usageFailure("--app-id must be a non-negative number, got \"\(text)\"")
      }
      options.appAppleID = id
    }
    if let bundleID = options.bundleID, let problem = IdentifierRules.bundleIDProblem(bundleID) {
      return StorefrontCommand.usageFailure("--bundle-id: \(problem)")
    }
    let result: StoreKitImporter.Result
    do {
      result = try StoreKitImporter.importFile(path: path, options: options)
    } catch {
      for line in error.lines { StorefrontCommand.printError(line) }
      return CatalogLoadError.exitCode
    }
    for note in result.notes { StorefrontCommand.printError("\(path): note: \(note)") }
    guard let output = parsed.options["output"] ?? parsed.options["o"], output != "-" else {
      StandardStreams.write(result.text, to: .output)
      return ExitCode.ok
    }
    do {
      try AtomicFile.write(Data(result.text.utf8), to: output)
    } catch {
      StorefrontCommand.printError("\(output): cannot write: \(SystemErrorText.describe(error))")
      return ExitCode.ioError
    }
    StorefrontCommand.printError(
      "\(path): imported \(result.catalog.products.count) products into \(output)")
    return ExitCode.ok
  }
}

/// Writes a file so that readers see either the old content or the new, never half of it.
enum AtomicFile {
  /// Writes `data` to a temporary file beside `path`, syncs it, then renames it over `path`.
  static func write(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw POSIXError.current }
    do {
      defer { close(descriptor) }
      try FileDescriptorWriting.writeAll(Array(data), to: descriptor)
      guard fsync(descriptor) == 0 else { throw POSIXError.current }
      guard rename(temporary.path, url.path) == 0 else { throw POSIXError.current }
    } catch {
      unlink(temporary.path)
      throw error
    }
  }
}
