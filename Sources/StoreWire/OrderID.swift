/// Order ids as the customer's App Store receipt shows them: ten characters, an `M` and nine of
/// digits and capital letters (Apple's look like `MK5TTTVWJH`; their exact scheme is not published).
///
/// Each transaction's order id is a fixed function of its transaction id: the id's low 45 bits,
/// scrambled by a bijection of 45-bit numbers (odd multipliers and an xor-shift, modulo 2^45) and
/// written in base 32.
/// Ids of one store lie far closer together than 2^45, so no two of its transactions share an
/// order id, and a back-filled ledger gets the same ids a new one would have written.
public enum OrderID {
  /// The 32 characters of the nine-character body: digits 2–9 and capitals without I and O.
  static let alphabet = Array("23456789ABCDEFGHJKLMNPQRSTUVWXYZ".utf8)
  /// 2^45 − 1: the nine base-32 digits hold 45 bits.
  static let mask: UInt64 = (1 << 45) - 1

  /// The order id of transaction `transactionID`, e.g. `MK5TTTVWJH`.
  public static func make(transactionID: Int64) -> String {
    var value = ((UInt64(bitPattern: transactionID) & mask) &* 0x1E37_79B9_7F4B) & mask
    value ^= value >> 23
    value = (value &* 0x0A5C_3F19_6E2D) & mask
    var text: [UInt8] = Array(repeating: 0, count: 10)
    text[0] = UInt8(ascii: "M")
    for index in stride(from: 9, through: 1, by: -1) {
      text[index] = alphabet[Int(value & 31)]
      value >>= 5
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Whether `text` has the shape of an order id this store writes (what Look Up Order ID
  /// answers 400 `4000000` for otherwise is unconfirmed; the server may treat it as unknown).
  public static func isWellFormed(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    return bytes.count == 10 && bytes[0] == UInt8(ascii: "M") && bytes.dropFirst().allSatisfy(alphabet.contains)
  }
}
