import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

/// A value worked out on a thread of its own, started at once and waited for where it is needed,
/// so that slow start-up work (the store's keys and ledger) overlaps other work.
///
/// The value is handed over (`sending`): the worker no longer touches it once it returns it.
public final class BackgroundValue<Value, Failure: Error>: @unchecked Sendable {
  // Written once by the worker before `finished` is signalled; read only after waiting for it.
  private var result: Result<Value, Failure>?
  private let finished = DispatchSemaphore(value: 0)

  /// Starts `work` on a new thread (a plain POSIX thread: Foundation's `Thread` costs more to start).
  public init(_ work: @escaping @Sendable () throws(Failure) -> sending Value) {
    let job = Unmanaged.passRetained(
      Job { [self] in
        result = Result(catching: work)
        finished.signal()
      })
    var thread = pthread_t()
    let started = pthread_create(
      &thread, nil,
      { context in
        Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().run()
        return nil
      }, job.toOpaque())
    if started == 0 {
      pthread_detach(thread)
    } else {
      // No thread to be had: do the work here and now.
      job.takeRetainedValue().run()
    }
  }

  /// The value, or the error `work` threw; waits until it is there.
  public func value() throws(Failure) -> Value {
    wait()
    return try result!.get()
  }

  /// Waits until the work has finished, whatever it came to.
  public func wait() {
    finished.wait()
    finished.signal()
  }
}

/// The work a `BackgroundValue` thread runs, passed to it through `pthread_create`'s argument.
private final class Job {
  let run: () -> Void
  init(_ run: @escaping () -> Void) { self.run = run }
}
