import Foundation

/// Opens a link in the desktop's browser when there is one (`xdg-open` with a display); otherwise
/// nothing, since the screen already shows the address.
enum LinkOpener {
  static func open(_ url: String) {
    let environment = ProcessInfo.processInfo.environment
    guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil,
      url.hasPrefix("https://") || url.hasPrefix("http://"),
      url.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value != 0x7F })
    else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-open", url]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try? process.run()
  }
}
