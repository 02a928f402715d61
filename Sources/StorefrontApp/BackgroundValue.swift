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

  /// How a worker thread shares the cores with the rest of the program.
  public enum Priority: Sendable {
    /// As the thread that started it.
    case normal
    /// Behind the program's other threads where they want the same core (a nice value 10 higher):
    /// work that may finish a little later so that the first frame does not wait for it.
    case yielding
  }

  /// Starts `work` on a new thread (a plain POSIX thread: Foundation's `Thread` costs more to start).
  public init(priority: Priority = .normal, _ work: @escaping @Sendable () throws(Failure) -> sending Value) {
    let job = Unmanaged.passRetained(
      Job(yields: priority == .yielding) { [self] in
        result = Result(catching: work)
        finished.signal()
      })
    var thread = pthread_t()
    let started = pthread_create(
      &thread, nil,
      { context in
        let job = Unmanaged<Job>.fromOpaque(context!).takeRetainedValue()
        // Linux keeps a nice value per thread (a new one starts with its creator's); `who` 0 is
        // the calling thread, this new one.
        if job.yields {
          let which = __priority_which_t(PRIO_PROCESS.rawValue)
          _ = setpriority(which, 0, min(getpriority(which, 0) + 10, 19))
        }
        job.run()
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
  /// Whether the thread running it yields its core to the program's other threads.
  let yields: Bool
  let run: () -> Void
  init(yields: Bool, _ run: @escaping () -> Void) {
    self.yields = yields
    self.run = run
  }
}
