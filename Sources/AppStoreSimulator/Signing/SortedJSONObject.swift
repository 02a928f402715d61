/// Writes one flat JSON object whose keys the caller supplies in ascending order, producing
/// exactly the bytes `JSONEncoder` writes with `.sortedKeys` and `.withoutEscapingSlashes`
/// (nil values left out), at a fraction of the cost: a catch-up of years encodes a payload per
/// renewal.
struct SortedJSONObject {
  private(set) var bytes: [UInt8]
  private var empty = true
  #if DEBUG
    private var lastKey = ""
  #endif

  /// An empty object with room for `capacity` bytes.
  init(capacity: Int = 768) {
    bytes = []
    bytes.reserveCapacity(capacity)
    bytes.append(UInt8(ascii: "{"))
  }

  /// The finished object.
  consuming func finish() -> [UInt8] {
    bytes.append(UInt8(ascii: "}"))
    return bytes
  }

  private mutating func key(_ key: StaticString) {
    #if DEBUG
      let text = key.description
      assert(empty || Array(lastKey.utf8).lexicographicallyPrecedes(text.utf8), "\(text) after \(lastKey)")
      lastKey = text
    #endif
    if !empty { bytes.append(UInt8(ascii: ",")) }
    empty = false
    bytes.append(UInt8(ascii: "\""))
    key.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
  }

  /// Adds `"key":"value"`, escaped as JSONEncoder escapes, unless `value` is nil.
  mutating func add(_ name: StaticString, _ value: String?) {
    guard let value else { return }
    key(name)
    string(value)
  }

  /// Adds `"key":["a","b"]` unless `values` is nil.
  mutating func add(_ name: StaticString, _ values: [String]?) {
    guard let values else { return }
    key(name)
    bytes.append(UInt8(ascii: "["))
    for (index, value) in values.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      string(value)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// Appends `value` as a JSON string, escaped as `JSONEncoder` escapes it.
  private mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    let plain =
      value.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
        for byte in buffer where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
          return false
        }
        bytes.append(contentsOf: buffer)
        return true
      } ?? false
    if plain {
      bytes.append(UInt8(ascii: "\""))
      return
    }
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
      case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
      case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
      case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
      case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: Array(#"\u00"#.utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Adds `"key":number` unless `value` is nil.
  mutating func add(_ name: StaticString, _ value: Int64?) {
    guard let value else { return }
    key(name)
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var digits = 1
    var rest = value.magnitude
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    let start = bytes.count
    bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
    bytes.withUnsafeMutableBufferPointer { buffer in
      var magnitude = value.magnitude
      var index = start + digits - 1
      while magnitude > 0 {
        buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        index -= 1
      }
    }
  }

  /// Adds `"key":number` unless `value` is nil.
  mutating func add(_ name: StaticString, _ value: Int?) {
    add(name, value.map(Int64.init))
  }

  /// Adds `"key":true` or `false` unless `value` is nil.
  mutating func add(_ name: StaticString, _ value: Bool?) {
    guard let value else { return }
    key(name)
    bytes.append(contentsOf: value ? Array("true".utf8) : Array("false".utf8))
  }

  /// Adds `"key":{...}`, a nested object's finished JSON, unless `object` is nil.
  mutating func add(_ name: StaticString, object: [UInt8]?) {
    guard let object else { return }
    key(name)
    bytes.append(contentsOf: object)
  }
}
