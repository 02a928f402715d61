import Foundation

/// JSON as people read it: indented, keys sorted, a certificate chain shortened to its count.
public enum JSONText {
  /// The JSON `bytes` indented, or the bytes as text when they are not a JSON object.
  public static func pretty(_ bytes: [UInt8]) -> String {
    guard var object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
      return String(decoding: bytes, as: UTF8.self)
    }
    if let chain = object["x5c"] as? [Any] { object["x5c"] = "\(chain.count) certificates" }
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    else { return String(decoding: bytes, as: UTF8.self) }
    return String(decoding: data, as: UTF8.self)
  }
}
