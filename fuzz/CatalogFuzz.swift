// libFuzzer entry point for the catalog reader. Built and run by scripts/fuzz-catalog.sh.
//
// Thrown errors are expected results; only crashes, hangs and sanitizer reports are bugs.
import Catalog

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))

  // 1. The full path: size/BOM checks, UTF-8 check, parser, decoder, error formatting.
  do throws(CatalogLoadError) {
    _ = try CatalogReader.read(bytes: bytes, fileName: "fuzz.json")
  } catch {
    _ = error.description
  }

  // 2. The parser on its own, with the same precondition the reader enforces (valid UTF-8).
  bytes.withUnsafeBufferPointer { buffer in
    guard UTF8Validation.firstInvalidOffset(in: buffer) == nil else { return }
    do throws(JSONSyntaxError) {
      let document = try JSONParser.parse(buffer)
      _ = document.duplicateKeys.map { "\($0.path): \($0.message)" }
      // Decode every string and number (escapes included) by building the whole tree.
      _ = document.root.tree
    } catch {
      _ = "\(error.offset) \(error.path): \(error.message)"
    }
  }
  return 0
}
