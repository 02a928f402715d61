import Foundation

/// Undoes the percent escapes of a URL's path or a query argument (`%41` is `A`), byte for byte.
///
/// An escaped NUL stays in the text (U+0000) instead of ending it, and bytes that are not UTF-8
/// read as U+FFFD, so that a handler sees that something was sent that no identifier can hold. A
/// `%` not followed by two hex digits stays as it is, as GNU libmicrohttpd's own unescaping keeps it.
enum PercentDecoding {
  /// The text of the NUL-terminated `text`, escapes undone.
  static func decode(_ text: UnsafePointer<CChar>) -> String {
    decode(UnsafeRawBufferPointer(start: text, count: strlen(text)))
  }

  /// The text of `bytes`, escapes undone.
  static func decode(_ bytes: some Collection<UInt8>) -> String {
    let input = Array(bytes)
    var output: [UInt8] = []
    output.reserveCapacity(input.count)
    var index = 0
    while index < input.count {
      if input[index] == UInt8(ascii: "%"), index + 2 < input.count,
        let high = hexValue(input[index + 1]), let low = hexValue(input[index + 2])
      {
        output.append(high << 4 | low)
        index += 3
      } else {
        output.append(input[index])
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The value of hex digit `byte`, if it is one.
  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
