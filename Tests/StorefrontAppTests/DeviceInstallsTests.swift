import Foundation
import TerminalUI
import Testing

@testable import StorefrontApp

/// Issue 12: the account the app loads names every install in the data directory, including one
/// another command made after the app started.
struct DeviceInstallsTests {
  @Test func theAccountNamesTheInstallsOnDisk() throws {
    let harness = try AppHarness()
    #expect(try harness.account().installs == ["default"])
    // `storefront buy --device tablet` in another terminal: an install of its own.
    _ = try harness.otherDevice("tablet")
    #expect(try harness.account().installs == ["default", "tablet"])
  }

  /// Issue 15: the name of a device the app switches to is checked where its path is built, so a
  /// name that would leave the devices directory opens nothing and makes no directory.
  @Test func aDeviceNameThatLeavesTheDevicesDirectoryIsRefused() throws {
    let harness = try AppHarness()
    let actions = harness.perform(.switchDevice("../escape"))
    guard case .failed(let message)? = actions.first else {
      Issue.record("expected a failure, got \(actions)")
      return
    }
    #expect(
      message
        == .verbatim(#"device "../escape" must be 1 to 64 letters, digits, '.', '_' or '-' (not starting with '.')"#))
    #expect(!FileManager.default.fileExists(atPath: harness.directory.appendingPathComponent("escape").path))
    #expect(harness.performer.client.device == "default")
  }
}
