import Catalog
import FoundationEssentials

/// Dispatches `storefront [COMMAND] [OPTIONS]` to the command that handles it.
public enum StorefrontCommand {
  /// The program's version.
  static let version = "0.1.0"

  /// Runs the command line `arguments` (without the program name) and returns the exit status.
  public static func run(_ arguments: [String]) -> Int32 {
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
      let own = command.flatMap { CommandHelp.text(command: $0, action: parsed.positionals.dropFirst().first) }
      print(own ?? HelpText.text)
      return ExitCode.ok
    }
    let rest = Array(parsed.positionals.dropFirst())
    if let problem = CommandOptions.problem(command: command, arguments: rest, parsed: parsed) {
      return usageFailure(problem)
    }
    switch command {
    case nil:
      return InteractiveCommand.run(parsed)
    case "overview":
      return rest.isEmpty ? CatalogOverview.run(parsed) : usageFailure("overview takes no arguments")
    case "validate":
      return ValidateCommand.run(parsed, arguments: rest)
    case "import":
      return ImportCommand.run(parsed, arguments: rest)
    case "store":
      return StoreCommand.run(parsed, arguments: rest)
    case "notifications":
      return NotificationsCommand.run(parsed, arguments: rest)
    case "buy", "restore", "status", "transactions", "spend":
      return AppCommand.run(command!, parsed, arguments: rest)
    case "products":
      return ProductsCommand.run(parsed, arguments: rest)
    case "device":
      return DeviceCommand.run(parsed, arguments: rest)
    case "render":
      return RenderCommand.run(parsed, arguments: rest)
    case "lint":
      return LintCommand.run(parsed, arguments: rest)
    case "review":
      return ReviewCommand.run(parsed, arguments: rest)
    case "verify":
      return VerifyCommand.run(parsed, arguments: rest)
    case "certificate":
      return rest.isEmpty ? CertificateCommand.run(parsed) : usageFailure("certificate takes no arguments")
    case "serve":
      return ServeCommand.run(parsed, arguments: rest)
    case "keys":
      return KeysCommand.run(parsed, arguments: rest)
    case let other?:
      return usageFailure("unknown command \"\(other)\"; run storefront --help for the list")
    }
  }

  /// Prints a usage error (one escaped line: it may carry input) and returns 64.
  static func usageFailure(_ message: String) -> Int32 {
    printError("storefront: \(message)")
    return ExitCode.usage
  }

  /// Prints a usage error, then the usage text `usage` (our own lines), and returns 64.
  static func usageFailure(_ message: String, usage: String) -> Int32 {
    printError("storefront: \(message)")
    StandardStreams.write(usage + "\n", to: .error)
    return ExitCode.usage
  }

  /// Writes `line` to standard error as one line, with control characters escaped
  /// (`TerminalSafeText.line(_:)`): the single funnel for error lines, which often name input.
  static func printError(_ line: String) {
    StandardStreams.write(TerminalSafeText.line(line) + "\n", to: .error)
  }

  /// Writes `line` to standard output as one line, with control characters escaped.
  static func printLine(_ line: String) {
    Swift.print(TerminalSafeText.line(line))
  }

  /// The catalog path: `--catalog`, else `./catalog.json`.
  static func catalogPath(_ parsed: ParsedArguments) -> String {
    parsed.options["catalog"] ?? "catalog.json"
  }

  /// The storefront named by `--storefront`, else the catalog's default.
  static func storefront(_ parsed: ParsedArguments, in catalog: Catalog) -> Result<StorefrontInfo, UsageError> {
    guard let id = parsed.options["storefront"] else { return .success(catalog.defaultStorefront) }
    guard let storefront = catalog.storefront(matching: id) else {
      let known = catalog.storefronts.map(\.id).joined(separator: ", ")
      return .failure(UsageError("--storefront \"\(id)\" is not in the catalog; choose one of: \(known)"))
    }
    return .success(storefront)
  }

  /// The language named by `--locale` (exact, or by language subtag, in any letter case as BCP 47 allows:
  /// `EN`, `pt-br`), else the catalog's default.
  static func language(_ parsed: ParsedArguments, in catalog: Catalog) -> Result<LanguageTag, UsageError> {
    guard let text = parsed.options["locale"] else { return .success(catalog.settings.defaultLanguage) }
    let wanted = text.replacingOccurrences(of: "_", with: "-").lowercased()
    let tag = LanguageTag(wanted)
    if let exact = catalog.languages.first(where: { $0.identifier.lowercased() == wanted }) { return .success(exact) }
    if let sameLanguage = catalog.languages.first(where: { $0.language.lowercased() == tag.language.lowercased() }) {
      return .success(sameLanguage)
    }
    let known = catalog.languages.map(\.identifier).joined(separator: ", ")
    return .failure(UsageError("--locale \"\(text)\" is not one of the catalog's languages: \(known)"))
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
