/// One HTTP request as the server read it: method, path, query, the headers the API reads, body.
public struct HTTPRequest: Sendable {
  /// `GET`, `POST`, `PUT`...
  public var method: String
  /// The path without the query, as sent, percent escapes undone (`PercentDecoding`): an escaped
  /// NUL stays in it, and bytes that are not UTF-8 read as U+FFFD.
  public var path: String
  /// The query parameters in order, percent escapes undone; a repeated key appears once per value.
  public var query: [(name: String, value: String)]
  /// The `Authorization` header, if any.
  public var authorization: String?
  /// The `Content-Type` header, if any.
  public var contentType: String?
  /// The body (empty when none).
  public var body: [UInt8]

  /// A request.
  public init(
    method: String, path: String, query: [(name: String, value: String)] = [], authorization: String? = nil,
    contentType: String? = nil, body: [UInt8] = []
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.authorization = authorization
    self.contentType = contentType
    self.body = body
  }

  /// Every value of query parameter `name`, in order.
  public func values(_ name: String) -> [String] { query.filter { $0.name == name }.map(\.value) }
}
