import Dispatch
import Foundation

/// Runs `count` jobs on `workers` threads. Each thread makes its own worker state once
/// (a Renderer, say) and then takes job indices until none is left, so results do not
/// depend on which thread did what. Each thread starts on its own contiguous share of the
/// indices (for a sorted matrix: its own components, so two threads rarely create files in
/// one folder at once, which ext4 serialises) and, once it is done, takes the second half of
/// the largest share left as its own: the jobs a thread does stay contiguous and in order, so
/// a worker's per-thread reuse (a right-to-left twin after its left-to-right variant) holds.
enum ParallelRunner {
    /// Hands each result to `consume` as it arrives, and the count done to `progress`, one
    /// call at a time (under a lock), so
    /// a caller can fold results into a summary instead of holding every one: memory then
    /// stays flat however many jobs there are.
    static func forEach<State, Result>(
        count: Int, workers: Int,
        makeState: @escaping () throws -> State,
        job: @escaping (State, Int) throws -> Result,
        consume: @escaping (Int, Result) -> Void,
        progress: @escaping (Int) -> Void = { _ in },
        shouldStop: @escaping () -> Bool = { false }
    ) throws {
        let threads = max(1, min(workers, count))
        let queue = JobQueue(count: count, shares: threads)
        // The closures only touch per-thread state, the locked queue, and values the caller
        // promises are safe to read concurrently (shared contexts are immutable).
        let work = Work(makeState: makeState, job: job, consume: consume, progress: progress, shouldStop: shouldStop)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            let state: State
            do { state = try work.makeState() } catch { queue.fail(error); return }
            while !work.shouldStop(), let index = queue.nextIndex(for: thread) {
                do {
                    let value = try work.job(state, index)
                    // Consume and progress run under the lock: callers see one call at a time.
                    queue.finish { done in
                        work.consume(index, value)
                        work.progress(done)
                    }
                } catch {
                    queue.fail(error)
                }
            }
        }
        if let error = queue.firstError { throw error }
        if shouldStop() { throw CancellationError() }
    }

    /// The results in job order.
    static func map<State, Result>(
        count: Int, workers: Int,
        makeState: @escaping () throws -> State,
        job: @escaping (State, Int) throws -> Result,
        progress: @escaping (Int) -> Void = { _ in },
        shouldStop: @escaping () -> Bool = { false }
    ) throws -> [Result] {
        let results = ResultBox<Result>(count: count)
        try forEach(count: count, workers: workers, makeState: makeState, job: job,
                    consume: { results.values[$0] = $1 }, progress: progress, shouldStop: shouldStop)
        return results.values.map { $0! }
    }
}

/// The jobs left (one contiguous share per thread), the number done, and the first error,
/// behind one lock.
final class JobQueue: @unchecked Sendable {
    private let lock = NSLock()
    /// Per thread: the next index of its share and the end of the share (exclusive).
    private var shares: [(next: Int, end: Int)]
    private var done = 0
    private(set) var firstError: Error?

    init(count: Int, shares threads: Int) {
        shares = (0..<threads).map { t in (count * t / threads, count * (t + 1) / threads) }
    }

    /// The next index of `thread`'s share. Once that is empty, the share takes over the second
    /// half of the largest share left (taking its last index, as before, walked a matrix
    /// backwards: a right-to-left variant before its left-to-right twin, so the twin's layout
    /// could not be reused, 71 more lowerings of the catalogue's 1,780 with two threads).
    func nextIndex(for thread: Int) -> Int? {
        lock.withLock {
            guard firstError == nil else { return nil }
            if shares[thread].next >= shares[thread].end {
                guard let (largest, share) = shares.enumerated().max(by: { $0.1.end - $0.1.next < $1.1.end - $1.1.next }),
                      share.next < share.end else { return nil }
                let middle = share.next + (share.end - share.next) / 2
                shares[thread] = (middle, share.end)
                shares[largest].end = middle
            }
            defer { shares[thread].next += 1 }
            return shares[thread].next
        }
    }

    /// Counts a job done and runs `body` with the new count, under the lock.
    func finish(_ body: (Int) -> Void) {
        lock.withLock {
            done += 1
            body(done)
        }
    }

    func fail(_ error: Error) { lock.withLock { if firstError == nil { firstError = error } } }
}

/// Written only inside `JobQueue.finish`, read after every thread has finished.
private final class ResultBox<T>: @unchecked Sendable {
    var values: [T?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
}

/// Carries the caller's closures into `concurrentPerform`; see the comment at the use.
private final class Work<State, Result>: @unchecked Sendable {
    let makeState: () throws -> State
    let job: (State, Int) throws -> Result
    let consume: (Int, Result) -> Void
    let progress: (Int) -> Void
    let shouldStop: () -> Bool
    init(makeState: @escaping () throws -> State, job: @escaping (State, Int) throws -> Result,
         consume: @escaping (Int, Result) -> Void, progress: @escaping (Int) -> Void, shouldStop: @escaping () -> Bool) {
        self.makeState = makeState; self.job = job; self.consume = consume; self.progress = progress; self.shouldStop = shouldStop
    }
}
