/// A file path as a URI reference for a report: relative paths stay relative (resolved against
/// the directory lint ran in), absolute ones become `file://` URIs; every byte outside the
/// characters a URI path may hold is percent-encoded (`my catalog.json` → `my%20catalog.json`).
enum ArtifactURI {
  /// The URI reference of `path`.
  static func reference(_ path: String) -> String {
    let encoded = percentEncoded(path)
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }

  /// Whether `path` is relative (and so resolved against a base directory).
  static func isRelative(_ path: String) -> Bool { !path.hasPrefix("/") }

  /// The `file://` URI of directory `path`, ending in "/" as a base URI must.
  static func directory(_ path: String) -> String {
    let uri = reference(path)
    return uri.hasSuffix("/") ? uri : uri + "/"
  }

  /// `path` with every byte that is not unreserved, a sub-delimiter, "@" or "/" written as %XX
  /// (":" too, so that a relative path never reads as a scheme).
  static func percentEncoded(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      if isAllowed(byte) {
        result.append(Character(Unicode.Scalar(byte)))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }

  /// RFC 3986 `pchar` but ":", and "/": ALPHA DIGIT - . _ ~ ! $ & ' ( ) * + , ; = @ /.
  private static func isAllowed(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return "-._~!$&'()*+,;=@/".utf8.contains(byte)
    }
  }
}
