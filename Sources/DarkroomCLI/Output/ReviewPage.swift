import DarkroomGallery
import DarkroomManifest
import DarkroomSnapshot

/// The HTML side of a verify report: the gallery's review page (side by side, swipe,
/// onion skin, diff heat map, layout changes) written into `<report>/site`, with
/// `<report>/index.html` pointing at it.
enum ReviewPage {
    /// Writes the page; false (and nothing written) when the store has no manifest to show
    /// the failures against.
    @discardableResult
    static func write(_ report: VerifyReport, store: String, to directory: String) throws -> Bool {
        guard let manifest = try SnapshotStore(root: store).readManifest() else { return false }
        _ = try GalleryBuilder(manifest: manifest, storeDirectory: store, report: report, reportDirectory: directory)
            .write(to: directory + "/site")
        let index = """
            <!doctype html>
            <meta charset="utf-8">
            <title>Darkroom verify report</title>
            <meta http-equiv="refresh" content="0; url=site/review.html">
            <p><a href="site/review.html">Open the review page</a> (\(report.failures.count) failures).</p>
            """
        try AtomicFile.write(index, to: directory + "/index.html")
        return true
    }
}
