import FoundationEssentials
import Storefront

/// `storefront device list` and `storefront device reinstall --yes [--device NAME]`: the app
/// installs on this machine, and wiping one as deleting and reinstalling the app does.
enum DeviceCommand {
  static func run(_ parsed: ParsedArguments, arguments: [String]) -> Int32 {
    switch arguments {
    case ["list"]: return list(parsed)
    case ["reinstall"]: return reinstall(parsed)
    default: return StorefrontCommand.usageFailure("device takes list or reinstall")
    }
  }

  static func list(_ parsed: ParsedArguments) -> Int32 {
    let directory = AppSession.devicesDirectory(parsed)
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { FileManager.default.fileExists(atPath: directory.appendingPathComponent("\($0)/device.sqlite").path) }
      .sorted()
    if parsed.flag("json") {
      for name in names { JSONOutput.print(["device": name]) }
    } else if names.isEmpty {
      StorefrontCommand.printLine("no devices yet; any app command creates one (storefront status --device NAME)")
    } else {
      for name in names { StorefrontCommand.printLine(name) }
    }
    return ExitCode.ok
  }

  /// Deletes the device's app state: its coins are gone and its unlocks wait for a restore.
  static func reinstall(_ parsed: ParsedArguments) -> Int32 {
    let name: String
    switch AppSession.deviceName(parsed) {
    case .success(let device): name = device
    case .failure(let error): return StorefrontCommand.usageFailure(error.message)
    }
    guard parsed.flag("yes") else {
      return StorefrontCommand.usageFailure(
        "device reinstall deletes \(name)'s coins and unlocks (restore brings the unlocks back); confirm with --yes")
    }
    do throws(StorefrontError) {
      let directory = try DeviceName.directory(of: name, in: AppSession.devicesDirectory(parsed))
      // A device never used has nothing to reinstall: saying it was would be untrue.
      guard FileManager.default.fileExists(atPath: directory.path) else {
        StorefrontCommand.printError(
          "storefront: there is no device \(TerminalSafeText.line(name)) (storefront device list shows them)")
        return ExitCode.dataError
      }
      try StoreClient.removeInstall(directory: directory)
    } catch {
      StorefrontCommand.printError("storefront: \(error.description)")
      return error.exitCode
    }
    let message =
      "\(name) was reinstalled: no coins, nothing unlocked; storefront restore --device \(name) brings back what was bought"
    if parsed.flag("json") { JSONOutput.print(["message": message]) } else { StorefrontCommand.printLine(message) }
    return ExitCode.ok
  }
}
