import Foundation
import SQLite
import Testing

/// The private directory of a database: made with its parents, mode 0700, or a plain reason.
struct DatabaseDirectoryTests {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("dbdir-\(UUID().uuidString)")

  @Test func createsTheDirectoryAndItsParentsPrivately() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("a/b/c").path
    #expect(DatabaseDirectory.create(path) == nil)
    #expect(DatabaseDirectory.create(path) == nil)
    for made in [root.path, root.appendingPathComponent("a/b").path, path] {
      let mode = try FileManager.default.attributesOfItem(atPath: made)[.posixPermissions] as? Int
      #expect(mode == 0o700, "\(made)")
    }
  }

  @Test func aFileInTheWayIsAClearReason() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let file = root.appendingPathComponent("file")
    try Data("x".utf8).write(to: file)
    #expect(DatabaseDirectory.create(file.path) == "exists and is not a directory")
    #expect(DatabaseDirectory.create(file.appendingPathComponent("below").path) == "Not a directory")
  }
}
