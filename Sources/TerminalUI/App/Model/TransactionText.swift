/// The lines the transaction screen shows: a heading, the JWS header, then the payload.
public enum TransactionText {
  /// The lines for transaction `id` of `account` (empty when it is not there).
  public static func lines(of id: UInt64, in account: AccountSnapshot?) -> [String] {
    guard let line = account?.history.first(where: { $0.transactionID == id }) else { return [] }
    let verification =
      (line.verified ? "verified" : "NOT verified")
      + (line.verificationNote.isEmpty ? "" : " — \(line.verificationNote)")
    return ["Signature: \(verification)", "", "Header"] + split(line.header) + ["", "Payload"] + split(line.payload)
  }

  private static func split(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
  }
}
