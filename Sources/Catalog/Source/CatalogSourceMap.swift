public import StrictJSON
/// Where each value of a catalog file is: the line and column of a key path, found by the same
/// strict parser the reader uses (no second JSON parser).
///
/// A member's location is its key's opening quote, so the line shows `"key": value`; an array
/// element's is its first character; the root's is its `{`. A catalog imported from a
/// `.storekit` file or built in code has no source and so no map.
public struct CatalogSourceMap: Sendable {
  private let document: JSONDocument
  private let text: SourceText

  /// A map of the catalog file `bytes` (a UTF-8 byte order mark is skipped, as the reader does).
  public init(bytes: [UInt8]) throws(JSONSyntaxError) {
    var content = bytes
    if content.starts(with: [0xEF, 0xBB, 0xBF]) { content.removeFirst(3) }
    document = try JSONParser.parse(content)
    text = SourceText(bytes: content)
  }

  /// The line and column of the value at `path`, or nil when the file has no such value.
  public func position(of path: JSONPath) -> SourcePosition? {
    guard let offset = offset(of: path) else { return nil }
    let (line, column) = text.location(of: offset)
    return SourcePosition(line: line, column: column)
  }

  /// Whether the file has a value at `path`.
  public func contains(_ path: JSONPath) -> Bool { node(at: path) != nil }

  /// The path of the paywall whose `id` is `id`: `paywalls[N]`.
  public func paywallPath(id: String) -> JSONPath? {
    let paywalls = JSONPath.root.appending("paywalls")
    return elementPath(in: paywalls, id: id)
  }

  /// The path of the product whose `id` is `id`: `products[N]`, or
  /// `subscriptionGroups[G].subscriptions[S]` for an auto-renewable subscription.
  public func productPath(id: String) -> JSONPath? {
    if let product = elementPath(in: JSONPath.root.appending("products"), id: id) { return product }
    let groups = JSONPath.root.appending("subscriptionGroups")
    for (index, _) in (node(at: groups)?.elements ?? []).enumerated() {
      let subscriptions = groups.appending(index).appending("subscriptions")
      if let subscription = elementPath(in: subscriptions, id: id) { return subscription }
    }
    return nil
  }

  /// The path of the element of the array at `array` whose member `id` is the string `id`.
  private func elementPath(in array: JSONPath, id: String) -> JSONPath? {
    guard let elements = node(at: array)?.elements else { return nil }
    for (index, element) in elements.enumerated()
    where element.members.contains(where: { $0.key == "id" && $0.node.string == id }) {
      return array.appending(index)
    }
    return nil
  }

  /// The value at `path`.
  private func node(at path: JSONPath) -> JSONNode? {
    var node = document.root
    for step in path.steps {
      switch step {
      case .key(let key):
        guard let member = node.members.first(where: { $0.key == key }) else { return nil }
        node = member.node
      case .index(let index):
        let elements = node.elements
        guard elements.indices.contains(index) else { return nil }
        node = elements[index]
      }
    }
    return node
  }

  /// The byte offset that stands for `path`: a member's key, an element's value, the root's `{`.
  private func offset(of path: JSONPath) -> Int? {
    switch path {
    case .root:
      return document.root.offset
    case .index:
      return node(at: path)?.offset
    case .key(let parent, let key):
      return node(at: parent)?.members.first(where: { $0.key == key })?.keyOffset
    }
  }
}
