/// The `appTransactionId` of an account's download of the app: one number per account and app,
/// the same in every transaction and renewal info of the account, as Apple's is the same across
/// an Apple Account's purchases in one app. Apple's look like `704289572311206660`; this one is
/// 70 followed by sixteen digits of a 64-bit FNV-1a hash of the bundle id and the account, a fixed
/// function, so a ledger needs to keep nothing for it.
enum AppTransactionID {
  /// The app transaction id of `account`'s download of the app `bundleID`.
  static func make(account: String, bundleID: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in Array(bundleID.utf8) + [0] + Array(account.utf8) {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    let digits = String(hash % 10_000_000_000_000_000)
    return "70" + String(repeating: "0", count: 16 - digits.count) + digits
  }
}
