import AppStoreSimulator
import Foundation

/// One probe command run against an open store.
struct ProbeCommand {
  static let coins = "com.iaptutorial.coins"
  static let premium = "com.iaptutorial.premium"
  static let monthly = "com.example.pro.monthly"
  static let seasonPass = "com.example.seasonpass"
  static let day: Int64 = 86_400_000

  let store: AppStore
  let arguments: [String]

  /// Runs the command named by the first argument.
  func run() throws {
    switch (arguments.first, arguments.count) {
    case ("buy", 3), ("buy", 4):
      for _ in 0..<(try number(2)) {
        try buy(arguments[1], device: arguments.count == 4 ? arguments[3] : "probe")
      }
    case ("advance", 3):
      let steps = try number(2)
      let total = try Int64(number(1)) * Self.day
      for step in 0..<steps {
        let size = total / Int64(steps) + (Int64(step) < total % Int64(steps) ? 1 : 0)
        ProbeOutput.emit("advanced \(try store.advance(by: size))")
      }
    case ("mixed", 2):
      for step in 0..<(try number(1)) { try mixed(step) }
    default:
      ProbeOutput.fail("unknown command: \(arguments.joined(separator: " "))", 64)
    }
  }

  /// Step `step` of the mixed workload.
  private func mixed(_ step: Int) throws {
    let cycle = step / 5
    switch step % 5 {
    case 0:
      try buy(Self.coins, quantity: cycle % 10 + 1)
    case 1:
      if let owned = try buy(Self.premium), cycle % 2 == 1 { try refund(owned) }
    case 2:
      let active = try store.subscriptionStatuses().first { $0.state == 1 }
      if let active, cycle % 4 == 3 {
        try refund(active.transaction.id)
      } else if active == nil {
        try buy(Self.monthly)
      }
    case 3:
      ProbeOutput.emit("advanced \(try store.advance(by: 17 * Self.day))")
    default:
      try buy(Self.seasonPass)
    }
  }

  /// Buys `product` once and reports the transaction; returns it when it was already owned.
  @discardableResult
  private func buy(_ product: String, quantity: Int = 1, device: String = "probe") throws -> Int64? {
    let request = PurchaseRequest(productID: product, quantity: quantity, device: device, outcome: .success)
    switch try store.purchase(request) {
    case .purchased(let transaction):
      ProbeOutput.emit("purchased \(transaction.id)")
      return nil
    case .alreadyOwned(let transaction):
      ProbeOutput.emit("owned \(transaction.id)")
      return transaction.id
    case let other:
      ProbeOutput.fail("buying \(product) ended with \(other)", 1)
    }
  }

  private func refund(_ id: Int64) throws {
    ProbeOutput.emit("refunded \(try store.refund(transactionID: id).id)")
  }

  private func number(_ index: Int) throws -> Int {
    guard let value = Int(arguments[index]), value > 0 else {
      ProbeOutput.fail("not a positive number: \(arguments[index])", 64)
    }
    return value
  }
}
