import SQLite

#if canImport(Glibc)
  import Glibc
#endif

/// The ids a data directory's store has ever handed out, kept beside the ledger so that a new
/// ledger (after `store reset`, or a `store.sqlite` deleted by hand) never issues an id again.
///
/// Ids are reserved in blocks: before a ledger issues an id past its reservation it writes a
/// higher one to `issued-ids` (durably, by rename), so the file always covers every id issued,
/// at the cost of one small write per `blockSize` ids. The file names the epoch of the ledger
/// that wrote it: a ledger of another epoch (a new one) starts past it.
struct IssuedIDs {
  /// What the file says.
  struct Record: Equatable {
    /// The epoch of the ledger that last reserved.
    var epoch: String?
    /// The reservation of each counter: no id above it has been issued.
    var reserved: [String: Int64] = [:]
  }

  /// The counters that name ids in signed data (transactions, web order line items).
  static let counters = ["transaction", "webOrderLineItem"]
  /// How many ids one reservation covers.
  static let blockSize: Int64 = 1_000_000
  /// The largest file read (a few counters of a few digits each).
  static let maximumFileSize = 4096

  /// The file.
  let path: String

  /// The record; empty when there is no file.
  func read() throws(SQLiteError) -> Record {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return Record() }
      throw failure("cannot read", String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: Self.maximumFileSize + 1)
    let count = Glibc.read(descriptor, &buffer, buffer.count)
    guard count >= 0, count <= Self.maximumFileSize else { throw failure("is damaged", "unreadable or too large") }
    var record = Record()
    for line in String(decoding: buffer.prefix(count), as: UTF8.self).split(separator: "\n") {
      let fields = line.split(separator: " ")
      if fields.count == 2, fields[0] == "epoch", fields[1].allSatisfy(\.isHexDigit) {
        record.epoch = String(fields[1])
        continue
      }
      guard fields.count == 2, Self.counters.contains(String(fields[0])), let value = Int64(fields[1]), value >= 0
      else {
        let shown = String(
          String.UnicodeScalarView(line.prefix(40).unicodeScalars.filter { $0.isASCII && $0.value >= 0x20 }))
        throw failure("is damaged", "unexpected line \"\(shown)\"")
      }
      record.reserved[String(fields[0])] = value
    }
    return record
  }

  /// Writes `record` as the new file, durably (a temporary file renamed over it).
  func save(_ record: Record) throws(SQLiteError) {
    let text =
      (record.epoch.map { "epoch \($0)\n" } ?? "")
      + record.reserved.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)\n" }.joined()
    let temporary = "\(path).tmp-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw failure("cannot write", String(cString: strerror(errno))) }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    let synced = fsync(descriptor) == 0
    close(descriptor)
    guard written == bytes.count, synced, rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw failure("cannot write", reason)
    }
    let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    let directoryDescriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directoryDescriptor >= 0 {
      fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
  }

  private func failure(_ what: String, _ reason: String) -> SQLiteError {
    SQLiteError(kind: .cannotOpen, code: 0, message: "\(what): \(reason)", path: path)
  }
}
