import AppStoreSimulator
import Foundation
import Storefront

/// The property test's workload: a seeded random sequence of what a customer and a tester do —
/// buy coins (1 to 3) or premium, refund this device's latest coins or premium, restore, advance
/// the store's clock an hour, and try to reset the store (refused: this process has it open) —
/// each reported on its own line once done.
struct RandomProbeLoop {
  let store: AppStore
  let client: StoreClient
  let storeDirectory: URL
  /// SplitMix64's state.
  private var state: UInt64

  init(store: AppStore, client: StoreClient, storeDirectory: URL, seed: UInt64) {
    self.store = store
    self.client = client
    self.storeDirectory = storeDirectory
    state = seed
  }

  /// The next pseudo-random number below `bound`.
  private mutating func next(_ bound: UInt64) -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return (value ^ (value >> 31)) % bound
  }

  /// Runs `count` random steps.
  mutating func run(count: Int) throws {
    for _ in 0..<count { try step() }
  }

  private mutating func step() throws {
    switch next(10) {
    case 0...3:
      let quantity = Int(next(3)) + 1
      guard
        case .success(.verified(let transaction), let coins) = try client.purchase(
          DeviceProbeLoop.coins, quantity: quantity), coins == Int64(10 * quantity)
      else { ProbeOutput.fail("buying \(quantity) coins did not credit \(10 * quantity)", 1) }
      ProbeOutput.emit("bought \(transaction.id) \(quantity)")
    case 4:
      switch try client.purchase(DeviceProbeLoop.premium) {
      case .success(.verified(let transaction), _): ProbeOutput.emit("premium \(transaction.id)")
      case .alreadyOwned(.verified(let transaction)): ProbeOutput.emit("owned \(transaction.id)")
      case let other: ProbeOutput.fail("buying premium ended with \(other)", 1)
      }
    case 5, 6:
      let product = next(2) == 0 ? DeviceProbeLoop.coins : DeviceProbeLoop.premium
      let candidate = try store.allTransactions().last {
        $0.productID == product && $0.revocationDate == nil
          && (product == DeviceProbeLoop.premium || $0.deviceName == client.device)
      }
      guard let candidate else { return ProbeOutput.emit("skipped") }
      do {
        try store.refund(transactionID: candidate.id)
      } catch {
        if case .invalidRequest(let message) = error, message.hasSuffix("is already revoked") {
          return ProbeOutput.emit("skipped")
        }
        throw error
      }
      _ = try client.updates()
      ProbeOutput.emit("refunded \(candidate.id)")
    case 7:
      if case .failed(let error) = client.restore() { throw error }
      ProbeOutput.emit("restored")
    case 8:
      try store.advance(by: 3_600_000)
      _ = try client.updates()
      ProbeOutput.emit("advanced")
    default:
      do {
        try AppStore.reset(directory: storeDirectory)
        ProbeOutput.fail("the store was reset while this process had it open", 1)
      } catch {
        guard case .inUse = error else { throw error }
        ProbeOutput.emit("reset refused")
      }
    }
  }
}
