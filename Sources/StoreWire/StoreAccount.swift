/// The account a device is signed in to when none is named: the one Apple ID of a simulated
/// phone.
public enum StoreAccount {
  /// Its name on the store.
  public static let signedIn = "default"
}
