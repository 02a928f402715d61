/// The location of a value inside a JSON document, printed as `products[3].prices.USA`.
public indirect enum JSONPath: Sendable, Equatable, CustomStringConvertible {
  case root
  case key(JSONPath, String)
  case index(JSONPath, Int)

  /// The path of the member `key` of this object.
  public func appending(_ key: String) -> JSONPath { .key(self, key) }

  /// The path of element `index` of this array.
  public func appending(_ index: Int) -> JSONPath { .index(self, index) }

  /// The dotted form; the root alone prints as `(root)`.
  public var description: String {
    if case .root = self { return "(root)" }
    var text = ""
    write(into: &text)
    return text
  }

  private func write(into text: inout String) {
    switch self {
    case .root:
      return
    case .key(let parent, let key):
      parent.write(into: &text)
      if JSONPath.isPlain(key) {
        if !text.isEmpty { text += "." }
        text += key
      } else {
        text += "[\"" + MessageText.escaped(key) + "\"]"
      }
    case .index(let parent, let index):
      parent.write(into: &text)
      text += "[\(index)]"
    }
  }

  private static func isPlain(_ key: String) -> Bool {
    !key.isEmpty
      && key.utf8.allSatisfy { byte in
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
          || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x2D || byte == 0x24
      }
  }
}
