import CCrypto

/// One PEM block (RFC 7468): a label such as `CERTIFICATE` and the DER bytes it armours.
struct PEMBlock {
  /// The label between `-----BEGIN ` and `-----`.
  var label: String
  /// The decoded contents.
  var der: [UInt8]

  /// The only PEM block in `text`; nil when there is none, more than one, or one with
  /// encryption headers (`Proc-Type`, `DEK-Info`).
  static func single(in text: String) -> PEMBlock? {
    let bio = MemoryBIO(copying: Array(text.utf8))
    guard let first = next(from: bio) else { return nil }
    guard next(from: bio) == nil else { return nil }
    return first
  }

  /// The next block of `bio`, or nil at the end or on a malformed block.
  private static func next(from bio: MemoryBIO) -> PEMBlock? {
    var name: UnsafeMutablePointer<CChar>?
    var header: UnsafeMutablePointer<CChar>?
    var data: UnsafeMutablePointer<UInt8>?
    var length = 0
    let found = PEM_read_bio(bio.pointer, &name, &header, &data, &length) == 1
    defer {
      ccrypto_free(name)
      ccrypto_free(header)
      ccrypto_free(data)
    }
    guard found, let name, let data else {
      ERR_clear_error()
      return nil
    }
    guard header.map({ $0.pointee == 0 }) ?? true else { return nil }
    return PEMBlock(label: String(cString: name), der: Array(UnsafeBufferPointer(start: data, count: length)))
  }

  /// `der` armoured with `label`, in lines of 64 characters, ending with a newline.
  static func encode(_ der: [UInt8], label: String) -> String {
    let body = StandardBase64.encode(der)
    var lines = ["-----BEGIN \(label)-----"]
    var index = body.startIndex
    while index < body.endIndex {
      let end = body.index(index, offsetBy: 64, limitedBy: body.endIndex) ?? body.endIndex
      lines.append(String(body[index..<end]))
      index = end
    }
    lines.append("-----END \(label)-----")
    return lines.joined(separator: "\n") + "\n"
  }
}
