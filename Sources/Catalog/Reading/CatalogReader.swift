internal import StrictJSON
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Reads and validates a catalog file, reporting every problem as
/// `FILE:LINE:COLUMN: key.path: message`.
public enum CatalogReader {
  /// The largest catalog file accepted (64 MiB): room for tens of thousands of products.
  public static let maximumFileSize = 64 << 20

  /// Loads the catalog at `path`. `displayName` is the name used in messages (default: `path`).
  public static func load(path: String, displayName: String? = nil) throws(CatalogLoadError) -> Catalog {
    let name = displayName ?? path
    let bytes = try readFile(path: path, displayName: name)
    return try read(bytes: bytes, fileName: name)
  }

  /// Validates catalog `bytes` read from a file called `fileName`. The error describes the
  /// first `DiagnosticLog.defaultLimit` problems in file order and counts the rest.
  public static func read(bytes: [UInt8], fileName: String) throws(CatalogLoadError) -> Catalog {
    try read(bytes: bytes, fileName: fileName, problemLimit: DiagnosticLog.defaultLimit)
  }

  /// Validates catalog `bytes`, describing at most `problemLimit` problems.
  static func read(bytes: [UInt8], fileName: String, problemLimit: Int) throws(CatalogLoadError) -> Catalog {
    var content = bytes
    if content.count > maximumFileSize {
      throw wholeFileError(fileName, "file is larger than the limit of \(maximumFileSize) bytes (64 MiB)")
    }
    if content.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || content.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
      throw wholeFileError(fileName, "file is UTF-32 (it starts with a byte order mark); save it as UTF-8")
    }
    if content.starts(with: [0xFF, 0xFE]) || content.starts(with: [0xFE, 0xFF]) {
      throw wholeFileError(fileName, "file is UTF-16 (it starts with a byte order mark); save it as UTF-8")
    }
    if content.starts(with: [0xEF, 0xBB, 0xBF]) {
      content.removeFirst(3)
    }
    let invalidOffset = content.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) }
    let parsed: Result<JSONDocument, JSONSyntaxError>
    if let bad = invalidOffset {
      parsed = .failure(
        JSONSyntaxError(
          offset: bad, path: .root,
          message:
            "file is not valid UTF-8 (byte 0x\(String(content[bad], radix: 16, uppercase: true)) at offset \(bad))"))
    } else if content.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      parsed = .failure(JSONSyntaxError(offset: 0, path: .root, message: "file is empty; a catalog is a JSON object"))
    } else {
      parsed = Result { () throws(JSONSyntaxError) -> JSONDocument in
        try JSONParser.parse(content, keepingDuplicates: problemLimit)
      }
    }
    let document: JSONDocument
    switch parsed {
    case .failure(let error):
      let diagnostic = CatalogDiagnostic(
        offset: error.offset, path: error.path, message: error.message, relatedOffset: error.relatedOffset)
      throw makeError(fileName, content: content, [diagnostic])
    case .success(let parsedDocument):
      document = parsedDocument
    }
    let decoder = CatalogDecoder(problemLimit: problemLimit)
    let catalog = decoder.decode(document.root)
    // Duplicate keys first, then the decoder's problems; the log keeps the first in file order.
    let log = DiagnosticLog(limit: problemLimit)
    for duplicate in document.duplicateKeys {
      log.report(
        duplicate.message, offset: duplicate.offset, path: duplicate.path, related: duplicate.relatedOffset)
    }
    log.countUnreported(document.duplicateKeyCount - document.duplicateKeys.count)
    log.append(contentsOf: decoder.log)
    guard log.isEmpty, let catalog else {
      throw makeError(fileName, content: content, log.items, omittedCount: log.omittedCount)
    }
    return catalog
  }

  /// Reads a file's bytes, turning every failure into a one-line diagnostic with the system's
  /// reason (e.g. "Permission denied"). The size limit is checked before reading.
  ///
  /// Opened without waiting: a named pipe nothing writes to would otherwise hold the open forever. It
  /// reads as empty, and says so; a pipe being written to (`<(…)`) is read to its end.
  static func readFile(path: String, displayName: String) throws(CatalogLoadError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let reason = errno == ENOENT ? "no such file" : "cannot be read: \(systemReason())"
      throw wholeFileError(displayName, reason)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw wholeFileError(displayName, "cannot be read: \(systemReason())")
    }
    if status.st_mode & S_IFMT == S_IFDIR { throw wholeFileError(displayName, "is a directory, not a catalog file") }
    // Reads wait for data again (a pipe with no writer left reads as its end at once).
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    if status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > maximumFileSize {
      throw wholeFileError(displayName, "file is larger than the limit of \(maximumFileSize) bytes (64 MiB)")
    }
    var bytes: [UInt8] = []
    if status.st_mode & S_IFMT == S_IFREG { bytes.reserveCapacity(Int(status.st_size) + 1) }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= maximumFileSize {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw wholeFileError(displayName, "cannot be read: \(systemReason())")
      }
      bytes += chunk[0..<count]
    }
    if bytes.isEmpty, status.st_mode & S_IFMT == S_IFIFO {
      throw wholeFileError(displayName, "is a named pipe that nothing wrote to")
    }
    return bytes
  }

  /// The text of the current `errno`.
  static func systemReason() -> String { String(cString: strerror(errno)) }

  static func wholeFileError(_ fileName: String, _ message: String) -> CatalogLoadError {
    let diagnostic = CatalogDiagnostic(offset: nil, path: .root, message: message)
    return CatalogLoadError(fileName: fileName, diagnostics: [diagnostic], lines: ["\(fileName): \(message)"])
  }

  /// The error for `diagnostics` in `content`, with offsets turned into lines and columns;
  /// `omittedCount` more problems were found but not described.
  static func makeError(_ fileName: String, content: [UInt8], _ diagnostics: [CatalogDiagnostic], omittedCount: Int = 0)
    -> CatalogLoadError
  {
    let source = SourceText(bytes: content)
    let sorted = diagnostics.enumerated().sorted { left, right in
      let leftOffset = left.element.offset ?? -1
      let rightOffset = right.element.offset ?? -1
      return leftOffset == rightOffset ? left.offset < right.offset : leftOffset < rightOffset
    }.map(\.element)
    // Every position in one pass over the text: many problems on one long line stay cheap.
    let offsets = sorted.flatMap { [$0.offset, $0.relatedOffset].compactMap { $0 } }
    var locations = source.locations(of: offsets).makeIterator()
    let lines = sorted.map { diagnostic -> String in
      var line = fileName
      if diagnostic.offset != nil, let (row, column) = locations.next() {
        line += ":\(row):\(column)"
      }
      line += ": \(diagnostic.path): \(diagnostic.message)"
      if diagnostic.relatedOffset != nil, let (row, column) = locations.next() {
        line += " (first at \(row):\(column))"
      }
      return line
    }
    return CatalogLoadError(fileName: fileName, diagnostics: sorted, omittedCount: omittedCount, lines: lines)
  }
}
