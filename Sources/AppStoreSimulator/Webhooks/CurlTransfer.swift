internal import CCurl

/// What one transfer's callbacks have seen: header bytes of the current answer, body bytes, and
/// whether either went over its limit (which ends the transfer).
final class CurlTransfer {
  let headerLimit: Int
  let bodyLimit: Int
  private var headerBytes = 0
  private var bodyBytes = 0
  /// The headers of an answer went over `headerLimit`.
  private(set) var headersCapped = false
  /// The body went over `bodyLimit` (the status was already in).
  private(set) var bodyCapped = false

  init(headerLimit: Int, bodyLimit: Int) {
    self.headerLimit = headerLimit
    self.bodyLimit = bodyLimit
  }

  /// libcurl's header callback: one header line of an answer (the status line starts a new one).
  static let header: curl_write_callback = { data, size, count, context in
    guard let context, let data else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    if length >= 5, (0..<5).allSatisfy({ UInt8(bitPattern: data[$0]) == Array("HTTP/".utf8)[$0] }) {
      transfer.headerBytes = 0
    }
    transfer.headerBytes += length
    guard transfer.headerBytes <= transfer.headerLimit else {
      transfer.headersCapped = true
      return 0
    }
    return length
  }

  /// libcurl's write callback: body bytes, counted and dropped.
  static let write: curl_write_callback = { _, size, count, context in
    guard let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    transfer.bodyBytes += length
    guard transfer.bodyBytes <= transfer.bodyLimit else {
      transfer.bodyCapped = true
      return 0
    }
    return length
  }
}
