/// A payload the store signs on its own (a transaction, a renewal info): its JSON and the moment
/// it says it was signed.
protocol SignedPayload: Decodable {
  /// When it was signed, in epoch milliseconds.
  var signedDate: Int64 { get set }
  /// Its JSON, keys sorted.
  func jsonBytes() -> [UInt8]
}

extension TransactionPayload: SignedPayload {}

extension RenewalInfoPayload: SignedPayload {}
