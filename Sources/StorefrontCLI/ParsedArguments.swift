/// Command-line arguments split into a subcommand, its positional arguments and its options.
///
/// Options are `--name value`, `--name=value` or bare flags; `--` ends options. A word that starts
/// with "-" and a digit (`-1d`) is a positional argument, so a command can say why it is wrong. An
/// option with a value is given at most once, and its value is not empty.
struct ParsedArguments {
  /// The subcommand words before the first option or positional argument that is not one (e.g. `validate`).
  var positionals: [String] = []
  /// Option values by name (without dashes); flags map to "true".
  var options: [String: String] = [:]

  /// Options that take a value; every other `--name` is a flag.
  static let valueOptions: Set<String> = [
    "catalog", "data", "device", "storefront", "locale", "output", "o", "bundle-id", "app-id", "name", "quantity",
    "outcome", "offer", "reason", "request-id", "storefronts", "after", "webhook", "retries", "timeout", "paywall",
    "size", "keys", "customer",
    "bidi", "format", "listen", "tls-cert", "tls-key", "out", "store", "existing", "account", "offer-code", "code",
    "count",
    "limit", "expires", "billing-plan",
  ]
  /// Flags.
  static let flagOptions: Set<String> = [
    "json", "help", "h", "version", "follow", "next", "yes", "deliveries", "no-consent", "styles", "all",
    "no-hyperlinks", "highlight", "jws",
  ]

  /// Parses `arguments`, or throws a usage error naming the bad option.
  init(_ arguments: [String]) throws(UsageError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" || Self.isNegativeNumber(argument) {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = String(argument.drop(while: { $0 == "-" }))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if Self.flagOptions.contains(name) {
        if inlineValue != nil { throw UsageError("option --\(name) takes no value") }
        options[name] = "true"
      } else if Self.valueOptions.contains(name) {
        // A second value would silently win over the first (two quantities, two data directories).
        guard options[name] == nil else { throw UsageError("option --\(name) is given twice; give it once") }
        let value: String
        if let inlineValue {
          value = inlineValue
        } else {
          guard index < arguments.count else { throw UsageError("option --\(name) needs a value") }
          value = arguments[index]
          index += 1
        }
        // An empty value names nothing (`--data ""` would be the current directory).
        guard !value.isEmpty else { throw UsageError("option --\(name) needs a value, not an empty one") }
        options[name] = value
      } else {
        throw UsageError("unknown option \(argument)")
      }
    }
  }

  /// Whether `argument` reads as a negative number or duration (`-3`, `-1d`, `-0.5`): a value for
  /// the command to judge, not an option.
  static func isNegativeNumber(_ argument: String) -> Bool {
    let start = Array(argument.utf8.prefix(2))
    return start.count == 2 && start[0] == UInt8(ascii: "-")
      && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(start[1])
  }

  /// Whether flag `name` was given.
  func flag(_ name: String) -> Bool { options[name] != nil }
}

/// A wrong command line: printed as one line, exit status 64.
struct UsageError: Error {
  /// What is wrong.
  var message: String

  init(_ message: String) { self.message = message }
}
