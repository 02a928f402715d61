public import StoreWire

/// A fault the store's App Store Server API (`storefront serve`) can be switched to answer with,
/// as the store controls name it: the wire's own switch (`storefront store api-fault NAME on|off`).
public typealias ServerAPIFault = ServerFault

extension ServerFault {
  /// The fault the store controls' digit key `digit` ("1" for the first) switches, if any.
  public static func forDigit(_ digit: Character) -> ServerFault? {
    guard let number = digit.wholeNumberValue, allCases.indices.contains(number - 1) else { return nil }
    return allCases[number - 1]
  }

  /// The digit key that switches this fault on the store controls ("1" for the first).
  public var digit: String { String(Self.allCases.firstIndex(of: self)! + 1) }
}
