import AppStoreSimulator
import Storefront

/// The probe's workload: step after step, coins (quantity 1 to 3), premium every eighth step,
/// and every eighth a refund (of premium or of this device's latest coins, alternately), each
/// reported on its own line once the app has it.
struct DeviceProbeLoop {
  static let coins = "com.iaptutorial.coins"
  static let premium = "com.iaptutorial.premium"

  let store: AppStore
  let client: StoreClient

  /// Runs steps `first ..< first + count`.
  func run(first: Int, count: Int) throws {
    for step in first..<(first + count) { try self.step(step) }
  }

  /// Step `step`: prints `bought ID QUANTITY`, `premium ID`, `owned ID`, `refunded ID` or `skipped`.
  private func step(_ step: Int) throws {
    switch step % 8 {
    case 3:
      switch try client.purchase(Self.premium) {
      case .success(.verified(let transaction), _): ProbeOutput.emit("premium \(transaction.id)")
      case .alreadyOwned(.verified(let transaction)): ProbeOutput.emit("owned \(transaction.id)")
      case let other: ProbeOutput.fail("buying premium ended with \(other)", 1)
      }
    case 7:
      let product = (step / 8).isMultiple(of: 2) ? Self.coins : Self.premium
      let candidate = try store.allTransactions().last {
        $0.productID == product && $0.revocationDate == nil
          && (product == Self.premium || $0.deviceName == client.device)
      }
      guard let candidate else { return ProbeOutput.emit("skipped") }
      guard try refund(candidate.id) else { return ProbeOutput.emit("skipped") }
      _ = try client.updates()
      ProbeOutput.emit("refunded \(candidate.id)")
    default:
      let quantity = step % 3 + 1
      guard case .success(.verified(let transaction), let coins) = try client.purchase(Self.coins, quantity: quantity),
        coins == Int64(10 * quantity)
      else { ProbeOutput.fail("buying \(quantity) coins did not credit \(10 * quantity)", 1) }
      ProbeOutput.emit("bought \(transaction.id) \(quantity)")
    }
  }

  /// Refunds transaction `id`; false when another device refunded it since it was looked up.
  private func refund(_ id: Int64) throws -> Bool {
    do {
      try store.refund(transactionID: id)
      return true
    } catch {
      if case .invalidRequest(let message) = error, message.hasSuffix("is already revoked") { return false }
      throw error
    }
  }
}
