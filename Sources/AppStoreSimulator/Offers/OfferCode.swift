import Catalog
import StoreWire

/// An offer code the developer created in the store (`store offer-codes create`): the code a
/// customer types, the subscription offer it redeems, and how often and until when it works.
public struct OfferCode: Sendable, Equatable {
  /// What the customer types, in capitals ("SPRING2026", or 16 generated characters).
  public var code: String
  /// The subscription the offer belongs to.
  public var productID: String
  /// The offer's id among the subscription's `offerCodes`.
  public var offerID: String
  /// A one-time code (generated, redeemed once) rather than a custom code (chosen, many redemptions).
  public var isOneTime: Bool
  /// How many redemptions the code allows; nil for a custom code without a cap.
  public var limit: Int?
  /// When the code stops working, in store epoch milliseconds; nil for never.
  public var expires: Int64?
  /// When it was created, in store epoch milliseconds.
  public var created: Int64
  /// How many customers redeemed it.
  public var redemptions: Int

  /// Generated one-time codes use these characters: capitals and digits without the look-alikes
  /// 0/O and 1/I.
  static let alphabet = Array("ABCDEFGHJKLMNPQRSTUVWXYZ23456789".utf8)
  /// The length of a generated one-time code.
  static let generatedLength = 16
  /// The longest code a developer may choose.
  static let longestCustomCode = 64
  /// At most this many one-time codes per request (App Store Connect's sandbox allowance a quarter).
  static let mostOneTimeCodes = 10_000

  /// `text` as a code is compared: trimmed of spaces and in capitals; nil when it cannot be a code
  /// (empty, too long, or anything but ASCII letters and digits).
  public static func normalized(_ text: String) -> String? {
    let trimmed = text.utf8.drop { $0 == UInt8(ascii: " ") }.reversed().drop { $0 == UInt8(ascii: " ") }.reversed()
    guard !trimmed.isEmpty, trimmed.count <= longestCustomCode else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(trimmed.count)
    for byte in trimmed {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"): bytes.append(byte - 32)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
      default: return nil
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A new random one-time code.
  static func generate() -> String {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<generatedLength).map { _ in alphabet[Int(generator.next(upperBound: UInt64(alphabet.count)))] }
    return String(decoding: bytes, as: UTF8.self)
  }
}
