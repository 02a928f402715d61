import StrictJSON
import Catalog

/// Text from outside the program (arguments, files, the store's and devices' databases, a JWS)
/// made safe to print on a terminal, one line per problem.
///
/// The scalars escaped are the catalog's unsafe ones (`UnsafeText.isUnsafe`): every C0 control
/// (U+0000–U+001F, so also tab and line breaks), DEL, every C1 control (U+0080–U+009F) and the bidi
/// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), and here also the line and
/// paragraph separators (U+2028, U+2029), which break a line. Each is written in the form the
/// catalog's messages use, `\u{1b}`, so an escape sequence shows as `\u{1b}]2;…` instead of acting,
/// and what was tampered with stays visible. The interactive app draws U+FFFD instead
/// (`TextLayout.sanitize`): a screen cell has no room for an escape, a command's output does.
/// Everything else, including Arabic, CJK, emoji and the bidi marks U+200E, U+200F and U+061C, is
/// kept. The escapes are for reading: a backslash in the input is not doubled.
enum TerminalSafeText {
  /// `text` as one line: every unsafe scalar, line breaks included, escaped.
  ///
  /// - Complexity: O(n); text of printable ASCII only is returned as is.
  static func line(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { append(scalar, to: &result) }
    return String(result)
  }

  /// `text` with its "\n" line breaks kept and every other unsafe scalar escaped, for output
  /// that is several lines by design (pretty-printed JSON).
  static func lines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line(String($0)) }.joined(separator: "\n")
  }

  /// `bytes` decoded as UTF-8 into one line: unsafe scalars escaped as in `line(_:)`, and each
  /// byte that is not part of valid UTF-8 written as `\xff`.
  static func line(bytes: [UInt8]) -> String {
    var result = String.UnicodeScalarView()
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        append(Unicode.UTF8.decode(encoded), to: &result)
        offset += encoded.count
      case .error(let length):
        for byte in bytes[offset..<offset + length] { result.append(contentsOf: hexEscape(byte).unicodeScalars) }
        offset += length
      case .emptyInput:
        return String(result)
      }
    }
  }

  /// JSON text `data` (as `JSONEncoder` writes it, with C0 controls already escaped) with DEL, C1
  /// controls and bidi controls also written as `\u` escapes: the same JSON value, safe to print.
  ///
  /// Such scalars can only occur inside JSON strings, where an escape means the same scalar.
  static func json(_ data: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(data.count)
    var index = 0
    while index < data.count {
      let byte = data[index]
      var scalar: UInt32?
      var length = 1
      if byte == 0x7F {
        scalar = 0x7F
      } else if byte == 0xC2, index + 1 < data.count, (0x80...0x9F).contains(data[index + 1]) {
        scalar = UInt32(data[index + 1])
        length = 2
      } else if byte == 0xE2, index + 2 < data.count {
        let second = data[index + 1]
        let third = data[index + 2]
        if (second == 0x80 && (0xA8...0xAE).contains(third)) || (second == 0x81 && (0xA6...0xA9).contains(third)) {
          scalar = 0x2000 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
          length = 3
        }
      }
      if let scalar {
        let digits = String(scalar, radix: 16)
        result.append(contentsOf: Array(("\\u" + String(repeating: "0", count: 4 - digits.count) + digits).utf8))
      } else {
        result.append(byte)
      }
      index += length
    }
    return result
  }

  /// Appends `scalar`, or its escape when it is unsafe.
  private static func append(_ scalar: Unicode.Scalar, to result: inout String.UnicodeScalarView) {
    if UnsafeText.isUnsafe(scalar) || isLineSeparator(scalar) {
      result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16))}".unicodeScalars)
    } else {
      result.append(scalar)
    }
  }

  /// Whether `scalar` is U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR: a line break to a
  /// terminal or editor that honours it, so one line of output would read as two.
  private static func isLineSeparator(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x2028 || scalar.value == 0x2029
  }

  /// `\xNN` for a byte that is not valid UTF-8.
  private static func hexEscape(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16)
    return "\\x" + (digits.count == 1 ? "0" + digits : digits)
  }
}
