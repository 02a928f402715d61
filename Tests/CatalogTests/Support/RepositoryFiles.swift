import Foundation

/// Paths of files in the repository and beside it, found from this source file's location.
enum RepositoryFiles {
  /// The package root (`/…/main`).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The shipped demo catalog.
  static var shippedCatalog: String { root.appendingPathComponent("catalog.json").path }

  /// Test fixtures of this test target.
  static func fixture(_ name: String) -> String {
    root.appendingPathComponent("Tests/CatalogTests/Fixtures").appendingPathComponent(name).path
  }
}
