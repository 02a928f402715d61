import AppStoreSimulator
import Catalog
import Foundation

/// `store-probe [--gate] [--clock MS] DIRECTORY CATALOG COMMAND ARGUMENTS...`: drives a store from
/// a process of its own, so that tests can SIGKILL it at any moment or run two at once on one store.
///
/// Commands (each change is a separate store call, reported on its own line once it returned):
/// - `buy PRODUCT COUNT [DEVICE]`: buys COUNT times; prints `purchased ID` (or `owned ID`).
/// - `advance DAYS STEPS`: advances the clock by DAYS days in STEPS equal steps; prints `advanced NOW`.
/// - `mixed N`: N steps cycling through coins, premium, the monthly subscription, the clock and the
///   season pass; prints `purchased ID`, `owned ID`, `refunded ID` and `advanced NOW`.
///
/// The real clock stands still at `--clock` (default `ProbeClock.start`), so simulated time moves
/// only by `advance` and every run is deterministic. `opened` is printed once the store is open.
/// With `--gate` the probe first waits for a line on standard input, so that several probes start
/// together. Lines are written with one `write(2)` each, so a kill never leaves half a line. Exits
/// 75 when the store is busy, 1 on any other error, 64 on bad usage.
var arguments = Array(CommandLine.arguments.dropFirst())
var gated = false
var clock = ProbeClock(instant: ProbeClock.start)
while let option = arguments.first, option.hasPrefix("--") {
  arguments.removeFirst()
  if option == "--gate" {
    gated = true
  } else if option == "--clock", let instant = arguments.first.flatMap({ Int64($0) }) {
    arguments.removeFirst()
    clock = ProbeClock(instant: instant)
  } else {
    ProbeOutput.fail("unknown option \(option)", 64)
  }
}
guard arguments.count >= 3 else {
  ProbeOutput.fail("usage: store-probe [--gate] [--clock MS] DIRECTORY CATALOG COMMAND ...", 64)
}
if gated { _ = readLine() }

do {
  let catalog = try CatalogReader.load(path: arguments[1])
  let store = try AppStore(
    directory: URL(fileURLWithPath: arguments[0]), catalog: catalog, realClock: clock)
  ProbeOutput.emit("opened")
  try ProbeCommand(store: store, arguments: Array(arguments.dropFirst(2))).run()
} catch let error as StoreError {
  switch error {
  case .busy(let cause), .storage(let cause):
    ProbeOutput.fail("\(error) (SQLite result \(cause.code): \(cause.message))", error.exitCode == 75 ? 75 : 1)
  default:
    ProbeOutput.fail("\(error)", 1)
  }
} catch {
  ProbeOutput.fail("\(error)", 1)
}
