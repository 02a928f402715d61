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
}
