/// Random (version 4) UUIDs in lowercase, as `notificationUUID` carries them, drawn from the
/// system's generator (Foundation's `UUID()` opens /dev/urandom for each one, which a durable
/// purchase notices).
enum NotificationUUID {
  /// A new random UUID such as `0b0f3f4e-9c1a-4c8e-8f47-2d6c1b3a9e10`.
  static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    var bytes = (0..<2).flatMap { _ in withUnsafeBytes(of: generator.next() as UInt64) { Array($0) } }
    bytes[6] = (bytes[6] & 0x0F) | 0x40  // version 4
    bytes[8] = (bytes[8] & 0x3F) | 0x80  // RFC 4122 variant
    let hex = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(36)
    for (index, byte) in bytes.enumerated() {
      if [4, 6, 8, 10].contains(index) { text.append(UInt8(ascii: "-")) }
      text.append(hex[Int(byte >> 4)])
      text.append(hex[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}
