import Catalog
import Foundation

/// Dispatches `storefront [COMMAND] [OPTIONS]` to the command that handles it.
enum StorefrontCommand {
  /// The program's version.
  static let version = "0.1.0"

  /// Runs the command line `arguments` (without the program name) and returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    let parsed: ParsedArguments
    do {
      parsed = try ParsedArguments(arguments)
    } catch {
      return usageFailure(error.message)
    }
    if parsed.flag("version") {
      print(VersionReport.text(version: version))
      return ExitCode.ok
    }
    let command = parsed.positionals.first
    if parsed.flag("help") || parsed.flag("h") || command == "help" {
      print(HelpText.text)
      return ExitCode.ok
    }
    let rest = Array(parsed.positionals.dropFirst())
    switch command {
    case nil:
      return CatalogOverview.run(parsed)
    case "validate":
      return ValidateCommand.run(parsed, arguments: rest)
    case "import":
      return ImportCommand.run(parsed, arguments: rest)
    case let other?:
      return usageFailure("unknown command \"\(other)\"; run storefront --help for the list")
    }
  }

  /// Prints a usage error and returns 64.
  static func usageFailure(_ message: String) -> Int32 {
    printError("storefront: \(message)")
    return ExitCode.usage
  }

  /// Writes one line to standard error.
  static func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// The catalog path: `--catalog`, else `./catalog.json`.
  static func catalogPath(_ parsed: ParsedArguments) -> String {
    parsed.options["catalog"] ?? "catalog.json"
  }

  /// Loads the catalog at `path`, printing every problem on stderr; nil on failure.
  static func loadCatalog(at path: String) -> Result<Catalog, CatalogLoadError> {
    do {
      return .success(try CatalogReader.load(path: path))
    } catch {
      for line in error.lines { printError(line) }
      return .failure(error)
    }
  }
}
