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
}
