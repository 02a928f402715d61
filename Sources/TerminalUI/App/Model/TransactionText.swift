public import Localization

/// The lines the transaction screen shows: the verification and the order id, the JWS header, then
/// the payload.
public enum TransactionText {
  /// The lines for transaction `id` of `account` (empty when it is not there).
  public static func lines(
    of id: UInt64, in account: AccountSnapshot?, _ words: Translations = .forLanguage("en")
  ) -> [String] {
    guard let line = account?.history.first(where: { $0.transactionID == id }) else { return [] }
    let verdict = words(line.verified ? .screenVerified : .screenNotVerified)
    // A verified signature's note is the app's own sentence; a failure's is the verifier's words.
    let note = line.verified ? words(.screenVerifiedNote) : line.verificationNote
    let verification = note.isEmpty ? verdict : words(.screenSignatureNote, verdict, note)
    let order = line.orderID.isEmpty ? [] : [words(.screenOrderID, line.orderID)]
    return [words(.screenSignature, verification)] + order + ["", words(.screenHeader)] + split(line.header)
      + ["", words(.screenPayload)] + split(line.payload)
  }

  private static func split(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
  }
}
