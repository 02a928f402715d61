internal import StrictJSON
/// Collects the problems found while a catalog is decoded: it counts every one, and keeps the
/// first `limit` in file order.
///
/// Messages are built only for problems that are kept, so a file with a million bad keys costs
/// a million comparisons and `limit` messages (with their did-you-mean searches), not a million
/// messages. Problems are ordered by offset (none first), then in the order they were reported.
final class DiagnosticLog {
  /// How many problems a catalog read reports before it only counts them.
  static let defaultLimit = 50

  /// The most problems kept.
  let limit: Int
  /// Every problem reported, kept or not.
  private(set) var count = 0
  /// How many messages were built (kept problems, including any later displaced by an earlier one).
  private(set) var messagesBuilt = 0
  /// The kept problems, sorted by `key`.
  private var kept: [(key: SortKey, diagnostic: CatalogDiagnostic)] = []
  private var sequence = 0

  /// Orders problems by offset (whole-file problems first), then by report order.
  struct SortKey: Comparable {
    var offset: Int
    var sequence: Int

    static func < (left: SortKey, right: SortKey) -> Bool {
      left.offset == right.offset ? left.sequence < right.sequence : left.offset < right.offset
    }
  }

  /// A log that keeps at most `limit` problems.
  init(limit: Int = DiagnosticLog.defaultLimit) {
    self.limit = max(0, limit)
  }

  /// Records a problem with the value `node` at `path`.
  func report(
    _ message: @autoclosure () -> String, at node: JSONNode, path: @autoclosure () -> JSONPath, related: Int? = nil
  ) {
    report(message(), offset: node.offset, path: path(), related: related)
  }

  /// Records a problem at an explicit offset (nil for the whole file).
  func report(
    _ message: @autoclosure () -> String, offset: Int?, path: @autoclosure () -> JSONPath, related: Int? = nil
  ) {
    count += 1
    let key = SortKey(offset: offset ?? -1, sequence: sequence)
    sequence += 1
    if kept.count == limit {
      guard let last = kept.last, key < last.key else { return }
      kept.removeLast()
    }
    messagesBuilt += 1
    let diagnostic = CatalogDiagnostic(offset: offset, path: path(), message: message(), relatedOffset: related)
    var low = 0
    var high = kept.count
    while low < high {
      let middle = (low + high) / 2
      if kept[middle].key < key { low = middle + 1 } else { high = middle }
    }
    kept.insert((key, diagnostic), at: low)
  }

  /// Records a problem already described.
  func report(_ diagnostic: CatalogDiagnostic) {
    report(diagnostic.message, offset: diagnostic.offset, path: diagnostic.path, related: diagnostic.relatedOffset)
  }

  /// Counts `extra` problems that cannot be among the first `limit` (they come after problems
  /// already kept), without describing them.
  func countUnreported(_ extra: Int) {
    count += max(0, extra)
  }

  /// Adds everything `other` recorded, after what this log recorded so far.
  func append(contentsOf other: DiagnosticLog) {
    for item in other.items { report(item) }
    count += other.count - other.items.count
  }

  /// The kept problems, in file order.
  var items: [CatalogDiagnostic] { kept.map(\.diagnostic) }

  /// How many problems were counted but not kept.
  var omittedCount: Int { count - kept.count }

  /// Whether anything was reported.
  var isEmpty: Bool { count == 0 }
}
