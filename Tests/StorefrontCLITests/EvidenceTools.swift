import Foundation
import Testing

/// The independent readers of what `render --format` and `review pack` write: python3's standard
/// library for the HTML and the PNGs (`scripts/evidence/`), `rsvg-convert` (Debian `librsvg2-bin`)
/// for the SVGs. A missing one fails the test with how to install it; it never skips.
enum EvidenceTools {
  /// The first executable called `name` on `PATH`, or a failed requirement naming its package.
  static func require(_ name: String, package: String) throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let found = path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    return try #require(
      found, "\(name) is not installed: apt-get install \(package) (.ci/run installs it); this test does not skip")
  }

  /// Runs `executable arguments`; its status, standard output and standard error.
  static func run(_ executable: String, _ arguments: [String]) throws -> StorefrontProcess.Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return StorefrontProcess.Output(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// `scripts/evidence/NAME` run by python3 with `arguments`.
  static func script(_ name: String, _ arguments: [String]) throws -> StorefrontProcess.Output {
    let python = try require("python3", package: "python3")
    let script = StorefrontProcess.root.appendingPathComponent("scripts/evidence/\(name)").path
    return try run(python, [script] + arguments)
  }

  /// The size of the PNG `rsvg-convert` makes of the SVG file at `path` (the test fails if it cannot).
  static func rasterizedSize(_ path: String) throws -> String {
    let rsvg = try require("rsvg-convert", package: "librsvg2-bin")
    let png = path + ".png"
    defer { try? FileManager.default.removeItem(atPath: png) }
    let converted = try run(rsvg, ["-f", "png", "-o", png, path])
    try #require(converted.status == 0, "rsvg-convert \(path): \(converted.stderr)")
    let read = try script("png_pixels.py", [png])
    try #require(read.status == 0, "png_pixels.py \(png): \(read.stderr)")
    return String(read.stdout.split(separator: "\n").first?.dropFirst("size ".count) ?? "")
  }
}
