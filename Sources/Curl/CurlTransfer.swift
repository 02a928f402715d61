package import CCurl

/// What one transfer's callbacks have seen: header bytes of the current answer, the body (kept or
/// only counted), and whether either went over its limit (which ends the transfer).
package final class CurlTransfer {
  package let headerLimit: Int
  package let bodyLimit: Int
  /// Whether the body's bytes are kept in `body` (a webhook's answer is only counted).
  package let keepsBody: Bool
  private var headerBytes = 0
  private var bodyBytes = 0
  /// The body, when kept.
  package private(set) var body: [UInt8] = []
  /// The headers of an answer went over `headerLimit`.
  package private(set) var headersCapped = false
  /// The body went over `bodyLimit` (the status was already in).
  package private(set) var bodyCapped = false

  /// A transfer allowing `headerLimit` header bytes per answer and `bodyLimit` body bytes.
  package init(headerLimit: Int, bodyLimit: Int, keepsBody: Bool) {
    self.headerLimit = headerLimit
    self.bodyLimit = bodyLimit
    self.keepsBody = keepsBody
  }

  /// libcurl's header callback: one header line of an answer (the status line starts a new one).
  package static let header: curl_write_callback = { data, size, count, context in
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

  /// libcurl's write callback: body bytes, counted (and kept when asked) up to the limit.
  package static let write: curl_write_callback = { data, size, count, context in
    guard let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    transfer.bodyBytes += length
    guard transfer.bodyBytes <= transfer.bodyLimit else {
      transfer.bodyCapped = true
      return 0
    }
    if transfer.keepsBody, let data, length > 0 {
      data.withMemoryRebound(to: UInt8.self, capacity: length) {
        transfer.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
      }
    }
    return length
  }
}
