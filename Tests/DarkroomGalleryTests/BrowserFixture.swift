import Foundation
import Testing
@testable import DarkroomGallery

/// Writes the synthetic galleries the browser tests (`Tests/browser/run.sh`) open. Runs only
/// when DARKROOM_GALLERY_FIXTURE_OUT names a folder; it then holds `small/` (the unit tests'
/// store, with the hostile label and a report) and `large/` (five components, five brands,
/// three scales: 9,120 snapshots, for timings).
@Suite struct BrowserFixture {
    static let out = ProcessInfo.processInfo.environment["DARKROOM_GALLERY_FIXTURE_OUT"]
    /// The fixtures to write, from DARKROOM_GALLERY_FIXTURE_SIZES (default both). `make test`
    /// opens `small` beside the real catalogue's gallery and asks for it alone: `large` was
    /// most of the 31 s this test took there.
    static let sizes = Set((ProcessInfo.processInfo.environment["DARKROOM_GALLERY_FIXTURE_SIZES"] ?? "small,large").split(separator: ",").map(String.init))

    @Test(.enabled(if: out != nil, "set DARKROOM_GALLERY_FIXTURE_OUT to write the browser fixture"))
    func writeBrowserFixture() throws {
        let root = Self.out!
        for (name, size) in [("small", SyntheticStore.Size.small), ("large", .large)] where Self.sizes.contains(name) {
            let store = try SyntheticStore(root: "\(root)/\(name)-store", size: size)
            try? FileManager.default.removeItem(atPath: "\(root)/\(name)")
            let summary = try GalleryBuilder(manifest: store.manifest, storeDirectory: store.storeDirectory,
                                             report: store.report, reportDirectory: store.reportDirectory)
                .write(to: "\(root)/\(name)")
            print("fixture \(name): \(summary.components) components, \(summary.snapshots) snapshots")
        }
    }
}
