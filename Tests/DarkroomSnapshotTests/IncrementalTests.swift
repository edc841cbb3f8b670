import DarkroomManifest
import DarkroomPNG
import DarkroomRaster
import Foundation
import Testing
@testable import DarkroomSnapshot

/// Incremental runs: unchanged snapshots are neither re-encoded nor rewritten, changed
/// inputs re-render exactly what they affect.
@Suite struct IncrementalTests {
    @Test("a second run over an unchanged store writes nothing and touches no file")
    func secondRunWritesNothing() throws {
        let ws = try Workspace("incremental")
        let context = try ws.context()
        let store = ws.store()
        let first = try ws.render(context, into: store, scales: [1, 2])
        #expect(first.written == TestCatalog.variantCount * 2)
        #expect(first.unchanged == 0)
        let before = try stamps(store.root)

        let second = try ws.render(context, into: store, scales: [1, 2])
        #expect(second.rendered == TestCatalog.variantCount * 2)
        #expect(second.written == 0)
        #expect(second.unchanged == second.rendered)
        #expect(try stamps(store.root) == before, "an unchanged run rewrote files")
    }

    @Test("a changed token re-renders only the snapshots that read it")
    func changedToken() throws {
        let ws = try Workspace("token-change")
        let store = ws.store()
        try ws.render(try ws.context(), into: store)
        let before = try stamps(store.root)
        let manifestBefore = try #require(try store.readManifest())

        // Only brand alpha's light accent changes: Badge accent and every Dot, in alpha/light.
        try ws.writeTokens(alphaLightAccent: "#AA0000")
        let summary = try ws.render(try ws.context(), into: store)
        let after = try stamps(store.root)
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        let expected = Set(manifestBefore.snapshots.filter { r in
            r.value(of: "brand") == "alpha" && r.value(of: "theme") == "light"
                && (r.component == "Dot" || r.value(of: "tone") == "accent")
        }.flatMap { [$0.file, $0.sidecar] } + ["manifest.json", "tokens.json"])
        #expect(summary.written == 4 + 8)
        #expect(changed == expected)
    }

    @Test("a changed component re-renders that component only")
    func changedVariant() throws {
        let ws = try Workspace("variant-change")
        let store = ws.store()
        try ws.render(try ws.context(TestCatalog.catalog(ShortLabel.self)), into: store)
        let before = try stamps(store.root)

        let summary = try ws.render(try ws.context(TestCatalog.catalog(LongLabel.self)), into: store)
        #expect(summary.written == TestCatalog.badgeVariantCount)
        let after = try stamps(store.root)
        for (file, stamp) in after where file.hasPrefix("Dot/") { #expect(stamp == before[file], "\(file) was rewritten") }
        for (file, stamp) in after where file.hasPrefix("Badge/") { #expect(stamp != before[file], "\(file) was not rewritten") }
    }

    @Test("a tampered PNG is detected by its hash and rewritten; nothing else is")
    func tamperedPNG() throws {
        let ws = try Workspace("tamper")
        let context = try ws.context()
        let store = ws.store()
        try ws.render(context, into: store)
        let target = "Badge/plain-sm-beta-dark-ltr@1x.png"
        let original = try #require(bytes(store.path(target)))
        try changeOnePixel(store.path(target), x: 1, y: 1)
        let before = try stamps(store.root)

        let summary = try ws.render(context, into: store)
        #expect(summary.written == 1)
        #expect(bytes(store.path(target)) == original)
        let after = try stamps(store.root)
        #expect(Set(after.keys.filter { after[$0] != before[$0] }) == [target])
    }

    @Test("a deleted sidecar is written again")
    func deletedSidecar() throws {
        let ws = try Workspace("sidecar")
        let context = try ws.context()
        let store = ws.store()
        try ws.render(context, into: store)
        let sidecar = "Dot/md-round-alpha-light-rtl@1x.layout.txt"
        let original = bytes(store.path(sidecar))
        try FileManager.default.removeItem(atPath: store.path(sidecar))
        let summary = try ws.render(context, into: store)
        #expect(bytes(store.path(sidecar)) == original)
        // The PNG itself was still right, so it is not counted as written.
        #expect(summary.written == 0)
    }

    @Test("a filtered run keeps the other records in the manifest")
    func filteredRunKeepsRecords() throws {
        let ws = try Workspace("filtered")
        let context = try ws.context()
        let store = ws.store()
        try ws.render(context, into: store)
        let all = try #require(try store.readManifest())
        try ws.render(context, into: store, variants: try ws.select(context) { $0.components = ["Dot"] }, scales: [2])
        let after = try #require(try store.readManifest())
        #expect(after.snapshots.count == all.snapshots.count + 32)
        #expect(Set(all.snapshots).isSubset(of: Set(after.snapshots)))
    }
}
