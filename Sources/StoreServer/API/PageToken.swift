import JWS

/// The opaque `revision` / `paginationToken` of a paged answer: where the page ended and a
/// fingerprint of the request, so a token sent back with other filters is refused.
struct PageToken: Equatable {
  /// What the token is for.
  enum Kind: String {
    case historyAscending = "ha"
    case historyDescending = "hd"
    case refunds = "rf"
    case notifications = "nh"
  }

  var kind: Kind
  /// The position: the last item of the page (a change counter, a sequence number...).
  var position: Int64
  /// A second position component where one number does not order the items (0 otherwise).
  var tieBreak: Int64 = 0
  /// The fingerprint of the request's filters.
  var fingerprint: UInt64

  /// The token's text.
  var text: String {
    Base64URL.encode(Array("\(kind.rawValue).\(position).\(tieBreak).\(String(fingerprint, radix: 16))".utf8))
  }

  /// Reads `text`, or nil when it is not a token this server made.
  init?(_ text: String) {
    guard let bytes = Base64URL.decode(text), let plain = String(validating: bytes, as: UTF8.self) else {
      return nil
    }
    let parts = plain.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4, let kind = Kind(rawValue: String(parts[0])), let position = Int64(parts[1]),
      let tieBreak = Int64(parts[2]), let fingerprint = UInt64(parts[3], radix: 16)
    else { return nil }
    self.init(kind: kind, position: position, tieBreak: tieBreak, fingerprint: fingerprint)
  }

  init(kind: Kind, position: Int64, tieBreak: Int64 = 0, fingerprint: UInt64) {
    self.kind = kind
    self.position = position
    self.tieBreak = tieBreak
    self.fingerprint = fingerprint
  }

  /// The FNV-1a hash of `parts`, each followed by a separator byte.
  static func fingerprint(_ parts: [String]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for part in parts {
      for byte in part.utf8 + [0] {
        hash ^= UInt64(byte)
        hash &*= 0x100_0000_01b3
      }
    }
    return hash
  }
}
