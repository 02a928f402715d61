import Catalog

/// `storefront COMMAND --help` (and `store ACTION --help`, `device ACTION --help`): the command's
/// usage lines from the general help, then exactly the options the parser lets it take
/// (`CommandOptions`), each described by `OptionHelp`.
enum CommandHelp {
  /// The help of `command` (with `action` for `store` and `device`), or nil for a command the
  /// option tables do not know (the general help is shown then).
  static func text(command: String, action: String?) -> String? {
    let options: Set<String>
    let usage: [String]
    switch command {
    case "store", "device":
      let actions = command == "store" ? CommandOptions.storeActions : CommandOptions.deviceActions
      guard let action, let accepted = actions[action] else { return nil }
      options = accepted
      usage = [command == "store" ? storeUsage(of: action) : "storefront \(command) \(action)"]
    default:
      guard let accepted = CommandOptions.commands[command] else { return nil }
      options = accepted
      usage = usageLines(of: command)
    }
    return (usage + ["", "Options:", OptionHelp.block(options.sorted())]).joined(separator: "\n")
  }

  /// The lines of the general help's usage block that describe `command`: each one that starts
  /// `storefront COMMAND`, with the lines that continue it.
  static func usageLines(of command: String) -> [String] {
    var lines: [String] = []
    var inside = false
    for line in HelpText.usage.split(separator: "\n", omittingEmptySubsequences: false) {
      let text = line.drop { $0 == " " }
      if text.hasPrefix("storefront ") {
        inside = text.split(separator: " ").dropFirst().first.map(String.init) == command
      } else if text.isEmpty {
        inside = false
      }
      if inside { lines.append(String(line.dropFirst(2))) }
    }
    return lines.isEmpty ? ["storefront \(command)"] : lines
  }

  /// The usage of `storefront store ACTION` from the store's usage text ("extend SUBSCRIPTION DAYS [--reason 0-3] …").
  static func storeUsage(of action: String) -> String {
    let text = StoreCommand.usage.replacing("storefront store", with: "")
    let forms = text.split(separator: "\n").flatMap(topLevelForms).map {
      $0.split(separator: " ").joined(separator: " ")
    }
    .filter { $0 == action || $0.hasPrefix(action + " ") }
    return forms.isEmpty ? "storefront store \(action)" : forms.map { "storefront store " + $0 }.joined(separator: "\n")
  }

  /// The forms of one usage line: the parts between the "|" outside brackets ("family [add|remove ACCOUNT]"
  /// is one form, its "|" a choice inside it).
  static func topLevelForms(_ line: Substring) -> [Substring] {
    var forms: [Substring] = []
    var depth = 0
    var start = line.startIndex
    for index in line.indices {
      switch line[index] {
      case "[": depth += 1
      case "]": depth = max(depth - 1, 0)
      case "|" where depth == 0:
        forms.append(line[start..<index])
        start = line.index(after: index)
      default: break
      }
    }
    forms.append(line[start...])
    return forms
  }
}
