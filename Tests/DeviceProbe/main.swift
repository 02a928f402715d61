import AppStoreSimulator
import Catalog
import Foundation
import Storefront

/// `device-probe [--gate] STORE DEVICE_DIRECTORY DEVICE CATALOG loop FIRST COUNT`: the app on one
/// device, in a process of its own, so that tests can SIGKILL it at any moment or run two devices
/// at once on one store.
///
/// It opens the store (its real clock standing still) and the app on the device, whose launch
/// redelivers what was not finished and fetches what changed (`launched N`, N updates), then runs
/// steps FIRST ..< FIRST + COUNT of `DeviceProbeLoop`, one line per step once the app has it.
/// `random SEED COUNT` runs COUNT steps of `RandomProbeLoop` instead. With `--gate` it first waits for a line on standard input. Exits 75 when the store or the
/// device is busy, 1 on any other error, 64 on bad usage.
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--gate" {
  arguments.removeFirst()
  _ = readLine()
}
guard arguments.count == 7, ["loop", "random"].contains(arguments[4]), let first = UInt64(arguments[5]),
  let count = Int(arguments[6]), count > 0
else {
  ProbeOutput.fail(
    "usage: device-probe [--gate] STORE DEVICE_DIRECTORY DEVICE CATALOG loop FIRST COUNT | random SEED COUNT", 64)
}

do {
  let catalog = try CatalogReader.load(path: arguments[3])
  let store = try AppStore(directory: URL(fileURLWithPath: arguments[0]), catalog: catalog, realClock: StillClock())
  let client = try StoreClient(
    wire: SimulatedStoreWire(store: store), catalog: catalog, directory: URL(fileURLWithPath: arguments[1]),
    device: arguments[2])
  ProbeOutput.emit("launched \(try client.updates().count)")
  if arguments[4] == "random" {
    var loop = RandomProbeLoop(
      store: store, client: client, storeDirectory: URL(fileURLWithPath: arguments[0]), seed: first)
    try loop.run(count: count)
  } else {
    try DeviceProbeLoop(store: store, client: client).run(first: Int(first), count: count)
  }
} catch let error as StorefrontError {
  ProbeOutput.fail("\(error)", error.exitCode == 75 ? 75 : 1)
} catch let error as StoreError {
  ProbeOutput.fail("\(error)", error.exitCode == 75 ? 75 : 1)
} catch {
  ProbeOutput.fail("\(error)", 1)
}
