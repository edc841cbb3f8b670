import DarkroomCatalog
import DarkroomComponents
@testable import DarkroomSnapshot
import Testing

/// A worker reuses layouts across the variants it renders in matrix order: a right-to-left
/// variant takes its left-to-right twin's, and another brand or theme of the same axes takes
/// the last layout recoloured. Neither may change a Scene: each is the one a fresh worker,
/// which lays out from scratch, makes.
@Suite struct SharedLayoutTests {
    @Test("every variant of the built-in matrix: the Scene a worker makes in matrix order is a fresh worker's")
    func sameScenesAsAlone() {
        let worker = SnapshotWorker(context: Pipeline.context)
        let variants = VariantMatrix.all(BuiltInCatalog.catalog, brands: Pipeline.context.brands, themes: Pipeline.context.themes)
        var different: [String] = []
        for variant in variants {
            let shared = worker.scene(for: variant)
            let alone = SnapshotWorker(context: Pipeline.context).scene(for: variant)
            if shared != alone { different.append(variant.id) }
        }
        #expect(different.isEmpty, "\(different.count) of \(variants.count) differ: \(different.prefix(5))")
        // Most of the matrix is other brands and themes of a layout already made (178
        // combinations of axes, 10 brands and themes each, 2 directions): at least four in
        // five Scenes are recoloured.
        #expect(worker.recoloredScenes >= variants.count * 4 / 5, "\(worker.recoloredScenes) of \(variants.count)")
    }
}
