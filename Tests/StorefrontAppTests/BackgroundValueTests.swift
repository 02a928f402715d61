import Foundation
import Testing

@testable import StorefrontApp

/// Work started on its own thread: its value or its error, as often as asked, once it is done.
struct BackgroundValueTests {
  struct Refused: Error, Equatable {}

  @Test func theValueIsWorkedOutOnAnotherThreadAndKept() {
    let caller = pthread_self()
    let task = BackgroundValue { () -> (Int, Bool) in
      (6 * 7, pthread_equal(pthread_self(), caller) != 0)
    }
    let (value, onCaller) = task.value()
    #expect(value == 42)
    #expect(!onCaller)
    #expect(task.value().0 == 42)
    task.wait()
  }

  @Test func anErrorIsThrownToEveryoneWhoAsks() {
    let task = BackgroundValue { () throws(Refused) -> Int in throw Refused() }
    #expect(throws: Refused()) { try task.value() }
    #expect(throws: Refused()) { try task.value() }
  }

  /// The store opens on a yielding thread so that the first frame's paywall gets the cores first;
  /// the thread that started it keeps its own priority.
  @Test func aYieldingWorkerRunsBehindTheOthersAndLeavesItsCallerAlone() {
    let which = __priority_which_t(PRIO_PROCESS.rawValue)
    let callerBefore = getpriority(which, 0)
    let yielding = BackgroundValue(priority: .yielding) { () -> Int32 in getpriority(which, 0) }
    let normal = BackgroundValue { () -> Int32 in getpriority(which, 0) }
    #expect(yielding.value() == min(callerBefore + 10, 19))
    #expect(normal.value() == callerBefore)
    #expect(getpriority(which, 0) == callerBefore)
  }
}
