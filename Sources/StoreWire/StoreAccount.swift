/// The account a device is signed in to when none is named: the one Apple ID of a simulated
/// phone.
public enum StoreAccount {
  /// Its name on the store.
  public static let signedIn = "default"

  /// Whether `name` can name an account: 1 to 64 ASCII letters, digits, `.`, `_`, `-` or `@`.
  public static func isValidName(_ name: String) -> Bool {
    (1...64).contains(name.utf8.count)
      && name.utf8.allSatisfy {
        ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z"))
          || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || Array(".-_@".utf8).contains($0)
      }
  }

  /// What a valid name looks like, for a message about one that is not.
  public static let nameRule = "1 to 64 letters, digits, '.', '_', '-' or '@', such as kid@example.com"
}
