/// `--shard I/N`: the I-th of N deterministic, disjoint parts of a matrix (1-based).
/// Variant k of the sorted matrix belongs to shard (k mod N) + 1, so shards stay balanced
/// across components.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    public init(index: Int, count: Int) throws {
        guard count >= 1, index >= 1, index <= count else {
            throw SnapshotError.usage("shard \(index)/\(count) is out of range: write --shard I/N with 1 <= I <= N")
        }
        self.index = index; self.count = count
    }

    /// Parses `I/N`.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else {
            throw SnapshotError.usage("bad shard \"\(text)\": write --shard I/N, e.g. --shard 2/4")
        }
        try self.init(index: i, count: n)
    }

    public func contains(position: Int) -> Bool { position % count == index - 1 }

    public var description: String { "\(index)/\(count)" }
}
