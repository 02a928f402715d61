import JWS

/// Signs the store's JWS again with `signedDate` set to the response's moment, as Apple signs
/// every object in an API response when it answers.
struct Resigner {
  /// The store's signer.
  var signer: JWSSigner
  /// Simulated now, epoch milliseconds.
  var now: Int64

  /// `jws` with the same payload but `signedDate` now, signed again; `jws` itself when its
  /// payload cannot be read (it is the store's own, so that does not happen).
  func resign(_ jws: String) -> String {
    if let payload = Self.payload(of: jws), let dated = Self.replacingSignedDate(in: payload, with: now) {
      return signer.sign(payload: dated)
    }
    return resignByParsing(jws)
  }

  /// The same, by reading the payload as JSON and writing it again: for a payload whose
  /// `signedDate` is not one plain integer member.
  func resignByParsing(_ jws: String) -> String {
    guard case .object(var members)? = UnverifiedJWT.payload(of: jws) else { return jws }
    members["signedDate"] = .int(now)
    return signer.sign(payload: JSONValue.object(members).jsonBytes)
  }

  /// The decoded payload segment of a compact JWS.
  static func payload(of jws: String) -> [UInt8]? {
    let dot = UInt8(ascii: ".")
    let read = { (bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? in
      guard let first = bytes.firstIndex(of: dot), let last = bytes.lastIndex(of: dot), first < last else {
        return nil
      }
      let segment = UnsafeBufferPointer(rebasing: bytes[(first + 1)..<last])
      guard !segment.contains(dot) else { return nil }
      return Base64URL.decode(utf8: segment)
    }
    if let payload = jws.utf8.withContiguousStorageIfAvailable(read) { return payload }
    return Array(jws.utf8).withUnsafeBufferPointer(read)
  }

  /// `payload` with the digits of its one `"signedDate":` member replaced by `date`, the rest byte
  /// for byte as it was; nil unless the key occurs exactly once and holds an integer.
  ///
  /// In JSON text `"signedDate":` can only be a key (a quote inside a string is escaped), and the
  /// store writes its payloads sorted and compact, so this is what parsing, setting the member
  /// and writing again gives, without the parse and the write.
  static func replacingSignedDate(in payload: [UInt8], with date: Int64) -> [UInt8]? {
    let key = Array(#""signedDate":"#.utf8)
    var found: Int?
    var index = 0
    while index + key.count <= payload.count {
      if payload[index] == key[0], payload[index..<(index + key.count)].elementsEqual(key) {
        guard found == nil else { return nil }
        found = index + key.count
        index += key.count
      } else {
        index += 1
      }
    }
    guard let start = found else { return nil }
    var end = start
    if end < payload.count, payload[end] == UInt8(ascii: "-") { end += 1 }
    let digitsStart = end
    while end < payload.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(payload[end]) { end += 1 }
    guard end > digitsStart, end == payload.count || [UInt8(ascii: ","), UInt8(ascii: "}")].contains(payload[end])
    else { return nil }
    return Array(payload[..<start]) + Array(String(date).utf8) + Array(payload[end...])
  }
}
