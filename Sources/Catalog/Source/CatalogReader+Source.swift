extension CatalogReader {
  /// Loads the catalog at `path` as `load(path:displayName:)` does, with the map of where its
  /// values are in the file (for reports that point at catalog lines, such as SARIF).
  public static func loadWithSource(path: String, displayName: String? = nil) throws(CatalogLoadError)
    -> (catalog: Catalog, source: CatalogSourceMap)
  {
    let name = displayName ?? path
    let bytes = try readFile(path: path, displayName: name)
    let catalog = try read(bytes: bytes, fileName: name)
    do {
      return (catalog, try CatalogSourceMap(bytes: bytes))
    } catch {
      // Not reached: the reader accepted the same bytes with the same parser.
      throw makeError(
        name, content: bytes, [CatalogDiagnostic(offset: error.offset, path: error.path, message: error.message)])
    }
  }
}
