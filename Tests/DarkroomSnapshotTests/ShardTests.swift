import DarkroomCatalog
import Testing
@testable import DarkroomSnapshot

/// `--shard I/N`: parsing, and the partition it makes of the matrix.
@Suite struct ShardTests {
    let catalog = TestCatalog.catalog()

    func ids(_ shard: Shard?, _ configure: (inout VariantFilter) throws -> Void = { _ in }) throws -> [String] {
        var filter = VariantFilter()
        filter.shard = shard
        try configure(&filter)
        return try VariantMatrix.select(catalog, brands: ["alpha", "beta"], themes: ["dark", "light"], filter: filter).map(\.id)
    }

    @Test("I/N parses to index and count")
    func parses() throws {
        let shard = try Shard(parsing: "2/3")
        #expect(shard.index == 2 && shard.count == 3)
        #expect(shard.description == "2/3")
        #expect(try Shard(parsing: "1/1").count == 1)
    }

    @Test("bad shard specs are usage errors", arguments: ["0/2", "3/2", "a/b", "1/0", "2", "", "1/2/3", "-1/2", "1/", "/2", " 1/2"])
    func rejectsBadSpecs(spec: String) {
        do {
            _ = try Shard(parsing: spec)
            Issue.record("\"\(spec)\" should be rejected")
        } catch let SnapshotError.usage(message) {
            #expect(message.contains("--shard I/N"), "message should say how to write a shard: \(message)")
        } catch {
            Issue.record("expected a usage error, got \(error)")
        }
    }

    @Test("shards are disjoint, cover the matrix, and keep its order", arguments: [1, 2, 3, 4, 7, 100])
    func partition(count: Int) throws {
        let all = try ids(nil)
        var seen: [String] = []
        for index in 1...count {
            let part = try ids(try Shard(index: index, count: count))
            #expect(part == part.sorted())
            #expect(Set(part).isDisjoint(with: seen), "shard \(index)/\(count) overlaps an earlier shard")
            seen += part
        }
        #expect(seen.sorted() == all)
    }

    @Test("shards are balanced: sizes differ by at most one")
    func balanced() throws {
        let sizes = try (1...5).map { try ids(try Shard(index: $0, count: 5)).count }
        #expect(sizes.max()! - sizes.min()! <= 1)
    }

    @Test("the same shard selects the same variants every time, and applies after the filters")
    func deterministic() throws {
        let shard = try Shard(parsing: "2/3")
        #expect(try ids(shard) == ids(shard))
        let filtered = try ids(nil) { $0.components = ["Dot"] }
        let part = try ids(shard) { $0.components = ["Dot"] }
        // The shard takes every third variant of the filtered selection, starting at the second.
        #expect(part == stride(from: 1, to: filtered.count, by: 3).map { filtered[$0] })
    }
}
