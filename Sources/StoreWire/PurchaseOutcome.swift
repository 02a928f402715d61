public import Catalog

/// An outcome a purchase can be made to have, as in Xcode's transaction manager: a store
/// control (``StoreControls``), never something the app asks of a real store.
public enum PurchaseOutcome: Sendable, Equatable, Codable {
  /// Charged and completed.
  case success
  /// The customer cancels the payment sheet.
  case userCancelled
  /// The store refuses with this StoreKit error.
  case failed(StoreErrorCode)
  /// A parent must approve it first (Ask to Buy).
  case askToBuy
  /// The customer must act first (an interrupted purchase).
  case interrupted
}

extension PurchaseOutcome {
  /// The outcomes a person picks from on the command line (`buy --outcome`, `store purchase
  /// --outcome`), in the order the help lists them; the purchase sheet offers five of them.
  public static let choices: [PurchaseOutcome] = [
    .success, .userCancelled, .askToBuy, .interrupted, .failed(.networkError), .failed(.paymentsNotAllowed),
    .failed(.productUnavailable), .failed(.systemError),
  ]

  /// The outcome's name on the command line: `success`, `cancel`, `ask-to-buy`, `interrupted`, or
  /// a failure's StoreKit error in kebab case (`network-error`, `payments-not-allowed`).
  public var name: String {
    switch self {
    case .success: "success"
    case .userCancelled: "cancel"
    case .askToBuy: "ask-to-buy"
    case .interrupted: "interrupted"
    case .failed(let code):
      String(code.rawValue.flatMap { $0.isUppercase ? ["-", Character($0.lowercased())] : [$0] })
    }
  }

  /// The outcome of ``choices`` named `name`, or nil.
  public init?(name: String) {
    guard let outcome = Self.choices.first(where: { $0.name == name }) else { return nil }
    self = outcome
  }
}
