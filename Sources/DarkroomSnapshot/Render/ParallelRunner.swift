import Dispatch
import Foundation

/// Runs `count` jobs on `workers` threads. Each thread makes its own worker state once
/// (a Renderer, say) and then takes the next job index until none is left, so results
/// do not depend on which thread did what. Results come back in job order.
enum ParallelRunner {
    static func run<State, Result>(
        count: Int, workers: Int,
        makeState: @escaping () throws -> State,
        job: @escaping (State, Int) throws -> Result,
        progress: @escaping (Int) -> Void = { _ in },
        shouldStop: @escaping () -> Bool = { false }
    ) throws -> [Result] {
        let slots = Slots<Result>(count: count)
        let threads = max(1, min(workers, count))
        // The closures only touch per-thread state, the locked slots, and values the caller
        // promises are safe to read concurrently (shared contexts are immutable).
        let work = Work(makeState: makeState, job: job, progress: progress, shouldStop: shouldStop)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            let state: State
            do { state = try work.makeState() } catch { slots.fail(error); return }
            while !work.shouldStop(), !slots.failed, let index = slots.nextIndex() {
                do {
                    let value = try work.job(state, index)
                    let done = slots.store(value, at: index)
                    work.progress(done)
                } catch {
                    slots.fail(error)
                }
            }
        }
        if let error = slots.firstError { throw error }
        if shouldStop() { throw CancellationError() }
        return slots.values()
    }
}

/// Result storage shared by the worker threads: each index is written once, by one
/// thread, and read only after all threads have finished; the counters are locked.
private final class Slots<T>: @unchecked Sendable {
    private var storage: [T?]
    private let lock = NSLock()
    private var next = 0
    private var done = 0
    private(set) var firstError: Error?

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    var failed: Bool { lock.withLock { firstError != nil } }

    func nextIndex() -> Int? {
        lock.withLock {
            guard next < storage.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ value: T, at index: Int) -> Int {
        lock.withLock {
            storage[index] = value
            done += 1
            return done
        }
    }

    func fail(_ error: Error) { lock.withLock { if firstError == nil { firstError = error } } }

    func values() -> [T] { storage.map { $0! } }
}

/// Carries the caller's closures into `concurrentPerform`; see the comment at the use.
private final class Work<State, Result>: @unchecked Sendable {
    let makeState: () throws -> State
    let job: (State, Int) throws -> Result
    let progress: (Int) -> Void
    let shouldStop: () -> Bool
    init(makeState: @escaping () throws -> State, job: @escaping (State, Int) throws -> Result,
         progress: @escaping (Int) -> Void, shouldStop: @escaping () -> Bool) {
        self.makeState = makeState; self.job = job; self.progress = progress; self.shouldStop = shouldStop
    }
}
