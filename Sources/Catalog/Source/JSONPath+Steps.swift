internal import StrictJSON
/// One step of a `JSONPath` from the root: a member's key or an element's index.
enum JSONPathStep: Equatable {
  case key(String)
  case index(Int)
}

extension JSONPath {
  /// The steps from the root to this value, in order.
  var steps: [JSONPathStep] {
    var steps: [JSONPathStep] = []
    var path = self
    while true {
      switch path {
      case .root:
        return steps.reversed()
      case .key(let parent, let key):
        steps.append(.key(key))
        path = parent
      case .index(let parent, let index):
        steps.append(.index(index))
        path = parent
      }
    }
  }
}
