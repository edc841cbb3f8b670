/// A store's `.darkroom-index` read on another thread while the command builds its context
/// (tokens, catalogue, matrix), before it takes the store's lock: on a no-change rerun those
/// are serial milliseconds, and reading and parsing the index was several more after them.
///
/// Read before the lock, the index is used only if the manifest still has the stamp it had
/// when the index was read, which `RenderRun` checks with the lock held. An index vouches for
/// files beside the manifest it was written with, and its entries name each file's stamp, so
/// one read a moment earlier beside the same manifest vouches for exactly what it did then;
/// any other manifest and the index is read again.
public final class IndexReadAhead: Sendable {
    private let read: Prefetch<(manifestStamp: String?, index: RenderIndex)>

    public init(store: SnapshotStore) {
        read = Prefetch {
            let stamp = RenderIndex.stamp(store.manifestPath)
            return (stamp, RenderIndex.read(from: store, manifestStamp: stamp))
        }
    }

    /// The index read ahead, when it was read beside a manifest with this stamp.
    func index(forManifestStamp stamp: String?) -> RenderIndex? {
        guard let ahead = try? read.get(), ahead.manifestStamp == stamp else { return nil }
        return ahead.index
    }
}
