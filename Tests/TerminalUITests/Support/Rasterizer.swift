import Foundation
import Testing

/// Rasterises SVG with Debian `librsvg2-bin`'s `rsvg-convert` and reads pixels back with
/// `scripts/evidence/png_pixels.py` (python3's standard library): a real renderer, not our own reading.
///
/// Either program missing fails the test with how to install it; it never skips.
enum Rasterizer {
  /// The package root, for the scripts.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A PNG's size and the colours of the pixels asked for, as "#rrggbb" by "x,y".
  struct Pixels {
    var width: Int
    var height: Int
    var colors: [String: String]

    /// The colour at `x`, `y` ("" if it was not asked for).
    subscript(x: Int, y: Int) -> String { colors["\(x),\(y)"] ?? "" }
  }

  /// The first executable called `name` on `PATH`, or nil.
  static func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// `executable` on `PATH`, or a failed requirement saying what installs it.
  static func require(_ name: String, package: String) throws -> String {
    try #require(
      executable(name) != nil,
      "\(name) is not installed: apt-get install \(package) (.ci/run installs it); this test does not skip")
    return executable(name)!
  }

  /// Runs `executable arguments`; its status, standard output and standard error.
  static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String)
  {
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
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
  }

  /// `svg` rasterised to a PNG at 1:1, and the colours at `points`.
  static func pixels(of svg: String, at points: [(x: Int, y: Int)]) throws -> Pixels {
    let rsvg = try require("rsvg-convert", package: "librsvg2-bin")
    let python = try require("python3", package: "python3")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("svg-raster-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("frame.svg")
    let output = directory.appendingPathComponent("frame.png")
    try svg.write(to: input, atomically: true, encoding: .utf8)
    let converted = try run(rsvg, ["-f", "png", "-o", output.path, input.path])
    try #require(converted.status == 0, "rsvg-convert failed: \(converted.stderr)")
    let script = root.appendingPathComponent("scripts/evidence/png_pixels.py").path
    let read = try run(python, [script, output.path] + points.map { "\($0.x),\($0.y)" })
    try #require(read.status == 0, "png_pixels.py failed: \(read.stderr)")
    var lines = read.stdout.split(separator: "\n").map(String.init)
    let size = try #require(lines.first?.split(separator: " ").last?.split(separator: "x").compactMap { Int($0) })
    lines.removeFirst()
    var colors: [String: String] = [:]
    for line in lines {
      let parts = line.split(separator: " ")
      colors[String(parts[0])] = String(parts[1])
    }
    return Pixels(width: size[0], height: size[1], colors: colors)
  }
}
