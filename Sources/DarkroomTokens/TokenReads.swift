import Foundation

/// The tokens one render read, recorded as it reads them, so a component need not list them
/// beside the reads: the render index keys the snapshot on exactly these tokens' values (a
/// changed token renders again exactly the snapshots that read it), and the manifest lists
/// them. A read of a token the table lacks, or has with another type, is noted as a problem
/// and answered with a placeholder; the render then fails that snapshot, naming the token.
public final class TokenReads: @unchecked Sendable {
    private let lock = NSLock()
    private var read: Set<String> = []
    private var noted: [String] = []

    public init() {}

    func add(_ path: String) { lock.withLock { _ = read.insert(path) } }
    func problem(_ message: String) { lock.withLock { if !noted.contains(message) { noted.append(message) } } }

    /// Every token path read, sorted.
    public var paths: [String] { lock.withLock { read.sorted() } }
    /// Reads that could not be answered, each once, in the order they happened.
    public var problems: [String] { lock.withLock { noted } }
}

/// Carries a `TokenReads` inside `ResolvedTokens` without taking part in the table's equality
/// or hash: two tables with the same tokens are the same table, recorded or not.
struct TokenReadRecorder: Hashable, Sendable {
    let reads: TokenReads?
    static func == (a: TokenReadRecorder, b: TokenReadRecorder) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
