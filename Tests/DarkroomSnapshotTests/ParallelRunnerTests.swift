import Foundation
import Testing
@testable import DarkroomSnapshot

/// The job queue: every index once, and a thread that takes over another's work walks it
/// forwards (a worker reuses the variant before: a right-to-left twin after its left-to-right
/// one is found only in matrix order).
@Suite struct ParallelRunnerTests {
    @Test("a thread that has finished its share takes the second half of the largest one left, in order")
    func takesOverSecondHalves() {
        let queue = JobQueue(count: 10, shares: 2)
        #expect(queue.nextIndex(for: 0) == 0)
        var taken: [Int] = []
        while let index = queue.nextIndex(for: 1) { taken.append(index) }
        // Its own 5...9; then [3, 5), the second half of thread 0's [1, 5); then [2, 3) of
        // [1, 3); then [1, 2). Taking the last index each time would walk 4, 3, 2, 1.
        #expect(taken == [5, 6, 7, 8, 9, 3, 4, 2, 1])
    }

    @Test("every index runs exactly once, whatever the number of threads", arguments: [(0, 2), (1, 3), (7, 2), (120, 3), (200, 8)])
    func everyIndexOnce(count: Int, workers: Int) throws {
        let lock = NSLock()
        var ran: [Int] = []
        try ParallelRunner.forEach(count: count, workers: workers, makeState: { () }, job: { _, index in index },
                                   consume: { _, index in lock.withLock { ran.append(index) } })
        #expect(ran.sorted() == Array(0..<count))
    }
}
