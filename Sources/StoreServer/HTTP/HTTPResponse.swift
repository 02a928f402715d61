/// One HTTP response: status, content type, extra headers, body.
public struct HTTPResponse: Sendable, Equatable {
  /// The status code.
  public var status: Int
  /// The `Content-Type`, if the response has a body.
  public var contentType: String?
  /// Further headers (name, value).
  public var headers: [Header]
  /// The body.
  public var body: [UInt8]

  /// One header line.
  public struct Header: Sendable, Equatable {
    /// The header name.
    public var name: String
    /// Its value.
    public var value: String
  }

  /// A response.
  public init(status: Int, contentType: String? = nil, headers: [Header] = [], body: [UInt8] = []) {
    self.status = status
    self.contentType = contentType
    self.headers = headers
    self.body = body
  }

  /// A JSON response, `Content-Type: application/json` exactly (Apple's clients read error codes
  /// only with that type).
  public static func json(_ status: Int, _ body: [UInt8]) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "application/json", body: body)
  }
}
