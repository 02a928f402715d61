import Foundation
import Storefront
import Testing

/// A device's name is one safe directory under `<data>/devices`, checked where the path is built.
struct DeviceNameTests {
  let devices = URL(fileURLWithPath: "/data/devices")

  @Test(arguments: ["default", "tablet", "iPad-2", "a.b_c", String(repeating: "x", count: 64)])
  func aPlainNameIsOneDirectoryUnderDevices(name: String) throws {
    #expect(DeviceName.problem(name) == nil)
    let directory = try DeviceName.directory(of: name, in: devices)
    #expect(directory.path == "/data/devices/\(name)")
  }

  @Test(arguments: [
    "", ".", "..", "../x", "a/b", "/etc", ".hidden", "é", "a b", "x\0y", String(repeating: "x", count: 65),
  ])
  func aNameThatCouldReachElsewhereIsRefused(name: String) {
    #expect(DeviceName.problem(name) != nil)
    #expect(throws: StorefrontError.self) { try DeviceName.directory(of: name, in: devices) }
  }
}
