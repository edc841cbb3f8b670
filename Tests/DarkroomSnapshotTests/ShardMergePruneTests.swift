import DarkroomManifest
import Foundation
import Testing
@testable import DarkroomSnapshot

/// Sharded runs, merging their manifests, and pruning what no variant produces.
@Suite struct ShardMergePruneTests {
    /// Renders shards 1/3, 2/3, 3/3 into one store and merges them.
    func shardedStore(_ ws: Workspace, _ context: RenderContext) throws -> SnapshotStore {
        let store = ws.store("sharded")
        for index in 1...3 {
            let shard = try Shard(index: index, count: 3)
            try ws.render(context, into: store, scales: [1, 2], shard: shard)
            #expect(store.exists(SnapshotStore.shardManifestName(shard)) && !store.exists(SnapshotStore.manifestName),
                    "a sharded run writes only its own manifest")
        }
        #expect(try ManifestMerge.merge(in: store) == 3)
        return store
    }

    @Test("three shards merged give the same store and manifest as one unsharded run")
    func shardsMergeToUnsharded() throws {
        let ws = try Workspace("shards")
        let context = try ws.context()
        let sharded = try shardedStore(ws, context)
        let whole = ws.store("whole")
        try ws.render(context, into: whole, scales: [1, 2])

        #expect(filesBelow(sharded.root) == filesBelow(whole.root), "shard manifests must be gone after the merge")
        let a = try #require(try sharded.readManifest()), b = try #require(try whole.readManifest())
        #expect(a.snapshots == b.snapshots)
        #expect(a == b)
        #expect(bytes(sharded.manifestPath) == bytes(whole.manifestPath))
        for file in filesBelow(whole.root) { #expect(bytes(sharded.path(file)) == bytes(whole.path(file)), "\(file)") }
    }

    @Test("merging with no shard manifests changes nothing")
    func mergeNothing() throws {
        let ws = try Workspace("merge-none")
        let context = try ws.context()
        let store = ws.store()
        try ws.render(context, into: store, variants: try ws.select(context) { $0.components = ["Dot"] })
        let before = try stamps(store.root)
        #expect(try ManifestMerge.merge(in: store) == 0)
        #expect(try stamps(store.root) == before)
    }

    @Test("merging an incomplete set of shards is an error naming the missing ones; a complete set replaces the records")
    func mergeIntoExisting() throws {
        let ws = try Workspace("merge-existing")
        let store = ws.store()
        try ws.render(try ws.context(), into: store)
        // The Badge label changes; the new catalogue is re-rendered in 3 shards.
        let changed = try ws.context(TestCatalog.catalog(LongLabel.self))
        let first = try Shard(index: 1, count: 3), third = try Shard(index: 3, count: 3)
        for shard in [first, third] {
            try ws.render(changed, into: store, variants: try ws.select(changed, shard: shard), shard: shard)
        }
        let before = try #require(try store.readManifest())
        #expect(throws: SnapshotError.input("cannot merge \(store.root): shard 2 of 3 is missing (manifest.shard-I-of-3.json); render the missing shard with --shard I/3, then merge")) {
            try ManifestMerge.merge(in: store)
        }
        #expect(try store.readManifest() == before, "nothing is merged from an incomplete set")

        let second = try Shard(index: 2, count: 3)
        try ws.render(changed, into: store, variants: try ws.select(changed, shard: second), shard: second)
        #expect(try ManifestMerge.merge(in: store) == 3)
        let manifest = try #require(try store.readManifest())
        #expect(manifest.snapshots.count == TestCatalog.variantCount)
        let fresh = try #require(try {
            let other = ws.store("fresh")
            try ws.render(changed, into: other, variants: try ws.select(changed))
            return try other.readManifest()
        }())
        for record in fresh.snapshots { #expect(manifest.snapshots.contains(record), "\(record.id) was not replaced") }
    }

    /// Adds stale files to `store`: a renamed variant (to the impossible ghost-lg) and a
    /// component that no longer exists, and a stale manifest record. Also adds files that
    /// Darkroom never writes and prune must leave alone: a 4x file (no such scale), a note
    /// in a component folder, a README and .gitattributes at the root, a kept gallery.
    func addStale(_ store: SnapshotStore) throws -> (stale: [String], notDarkroom: [String]) {
        let fm = FileManager.default
        let stale = ["Badge/ghost-lg-alpha-dark-ltr@1x.png", "Badge/ghost-lg-alpha-dark-ltr@1x.layout.txt",
                     "Gone/a-alpha-dark-ltr@1x.png"]
        let notDarkroom = ["Badge/plain-sm-alpha-dark-ltr@4x.png", "Dot/notes.txt", "README.md", ".gitattributes",
                           "gallery/index.html"]
        try fm.moveItem(atPath: store.path("Badge/ghost-sm-alpha-dark-ltr@1x.png"), toPath: store.path(stale[0]))
        try fm.moveItem(atPath: store.path("Badge/ghost-sm-alpha-dark-ltr@1x.layout.txt"), toPath: store.path(stale[1]))
        try fm.createDirectory(atPath: store.path("Gone"), withIntermediateDirectories: true)
        try writeBytes([1, 2, 3], store.path(stale[2]))
        try fm.copyItem(atPath: store.path("Badge/plain-sm-alpha-dark-ltr@1x.png"), toPath: store.path(notDarkroom[0]))
        try fm.createDirectory(atPath: store.path("gallery"), withIntermediateDirectories: true)
        for file in notDarkroom.dropFirst() { try writeBytes(Array("kept by the team".utf8), store.path(file)) }
        var manifest = try #require(try store.readManifest())
        var record = try #require(manifest.snapshots.first { $0.id == "Badge/ghost-sm-alpha-dark-ltr@1x" })
        manifest.snapshots.removeAll { $0.id == record.id }
        record.id = "Badge/ghost-lg-alpha-dark-ltr@1x"
        manifest.snapshots.append(record)
        try store.writeManifest(manifest)
        return (stale.sorted(), notDarkroom.sorted())
    }

    @Test("prune after a sharded run removes exactly the stale files and records; files Darkroom did not write stay")
    func pruneExact() throws {
        let ws = try Workspace("prune")
        let context = try ws.context()
        let store = try shardedStore(ws, context)
        let all = VariantMatrix.all(context.catalog, brands: context.brands, themes: context.themes)
        let cleanFiles = filesBelow(store.root).filter { !$0.hasPrefix("Badge/ghost-sm-alpha-dark-ltr@1x") }
        let (stale, notDarkroom) = try addStale(store)
        let recordsBefore = try #require(try store.readManifest()).snapshots
        let stampsBefore = try stamps(store.root)

        let pruner = Pruner(store: store, variants: all)
        #expect(pruner.plan().stale == stale)
        #expect(pruner.plan().notDarkroom == notDarkroom)
        #expect(try pruner.prune() == stale)
        let remaining = filesBelow(store.root)
        #expect(remaining == (cleanFiles + notDarkroom).sorted())
        #expect(!FileManager.default.fileExists(atPath: store.path("Gone")), "an emptied folder is removed")
        for file in remaining where file != SnapshotStore.manifestName {
            #expect(try FileStamp(store.path(file)) == stampsBefore[file], "\(file) was touched")
        }
        let records = try #require(try store.readManifest()).snapshots
        #expect(records.map(\.id) == recordsBefore.map(\.id).filter { $0 != "Badge/ghost-lg-alpha-dark-ltr@1x" })
        #expect(pruner.staleFiles().isEmpty)
    }

    @Test("prune leaves an empty folder it did not empty")
    func emptyFolderKept() throws {
        let ws = try Workspace("prune-empty")
        let context = try ws.context()
        let store = ws.store()
        try ws.render(context, into: store)
        try FileManager.default.createDirectory(atPath: store.path("reports"), withIntermediateDirectories: true)
        try Pruner(store: store, variants: VariantMatrix.all(context.catalog, brands: context.brands, themes: context.themes)).prune()
        #expect(FileManager.default.fileExists(atPath: store.path("reports")))
    }

    @Test("a dry run lists the stale files and deletes nothing")
    func dryRun() throws {
        let ws = try Workspace("prune-dry")
        let context = try ws.context()
        let store = ws.store()
        try ws.render(context, into: store)
        let (stale, notDarkroom) = try addStale(store)
        let before = try stamps(store.root)
        let pruner = Pruner(store: store, variants: VariantMatrix.all(context.catalog, brands: context.brands, themes: context.themes))
        #expect(pruner.staleFiles() == stale)
        #expect(pruner.plan().notDarkroom == notDarkroom)
        #expect(try stamps(store.root) == before)
    }

    @Test("only Darkroom's own names are candidates for prune")
    func darkroomFileNames() {
        #expect(Pruner.isDarkroomFile("Badge/plain-sm-alpha-dark-ltr@1x.png"))
        #expect(Pruner.isDarkroomFile("Badge/plain-sm-alpha-dark-ltr@3x.layout.txt"))
        for other in ["README.md", "Badge/notes.txt", "Badge/x@4x.png", "Badge/x.png", "a/b/c@1x.png",
                      ".git/x@1x.png", "Badge/Upper-case@1x.png", "Badge/x@1x.png.orig", "Badge/x@1x", "Badge/x@1x.",
                      "Ba@dge/x.png", "Badge/x-@1x.png", "Badge/x@1xx.png", "Badge/x@0x.png", "1Badge/x@1x.png", "Badge/x@1x/.png"] {
            #expect(!Pruner.isDarkroomFile(other), "\(other)")
        }
    }

    @Test("pruning with a filtered variant list would remove the rest: prune is decided from the full matrix")
    func pruneUsesWhatItIsGiven() throws {
        let ws = try Workspace("prune-scope")
        let context = try ws.context()
        let store = ws.store()
        try ws.render(context, into: store)
        let onlyDots = Pruner(store: store, variants: try ws.select(context) { $0.components = ["Dot"] })
        #expect(onlyDots.staleFiles().allSatisfy { $0.hasPrefix("Badge/") })
        #expect(onlyDots.staleFiles().count == TestCatalog.badgeVariantCount * 2)
    }

    @Test("file names map to snapshot ids only for .png and .layout.txt")
    func snapshotIDOfFile() {
        #expect(Pruner.snapshotID(ofFile: "A/x@2x.png") == "A/x@2x")
        #expect(Pruner.snapshotID(ofFile: "A/x@2x.layout.txt") == "A/x@2x")
        #expect(Pruner.snapshotID(ofFile: "A/x@2x.json") == nil)
    }
}
