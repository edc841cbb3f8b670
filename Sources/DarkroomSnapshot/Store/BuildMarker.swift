import Foundation

/// Which build of the renderer last confirmed every record of a store's manifest.
///
/// Incremental runs skip snapshots whose inputs (Scene, scale, fonts, icons) are unchanged,
/// but the painter's own code is an input too. Its identity lives in this local file
/// (`.darkroom-build`, ignored by git) rather than in the records, so a rebuild does not
/// change the committed manifest. A complete run writes it; a partial run by another build
/// removes it, because the manifest then mixes records from two builds.
struct BuildMarker {
    static let fileName = ".darkroom-build"
    let store: SnapshotStore

    /// True when the records were all made or confirmed by this build.
    var isCurrent: Bool {
        store.read(Self.fileName).map { String(decoding: $0, as: UTF8.self) } == RenderContext.executableHash
    }

    /// After a run: a complete run vouches for every record; a partial run keeps the
    /// marker only if it was already this build's.
    func update(afterCompleteRun complete: Bool) throws {
        if complete {
            if !isCurrent { try store.write(Array(RenderContext.executableHash.utf8), to: Self.fileName) }
        } else if !isCurrent, store.exists(Self.fileName) {
            unlink(store.path(Self.fileName))
        }
    }
}
