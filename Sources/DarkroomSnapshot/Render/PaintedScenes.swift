import DarkroomLayout
import DarkroomRaster
import Foundation   // NSLock

/// A snapshot's PNG bytes with their SHA-256, made once: the manifest records the hash, and a
/// PNG reused from `PaintedScenes` is not hashed again.
public struct PaintedPNG: Equatable, Sendable {
    public let bytes: [UInt8]
    public let sha256: String

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        sha256 = Checksum.sha256Hex(bytes)
    }
}

/// The PNGs of the Scenes a run has painted lately, shared by its workers, so a variant whose
/// Scene equals one already painted is not painted and encoded again.
///
/// A catalogue repeats Scenes often: a brand that does not change a disabled state's greys, a
/// state with no visual effect. 992 of the built-in catalogue's 3,560 sidecars repeat one
/// another. A PNG is a function of its Scene and scale alone (the painter reads nothing else
/// that changes within a run), so the bytes are those a fresh paint gives, whichever thread
/// painted first and whatever was evicted.
///
/// Lookup is by the snapshot's input hash (`SnapshotWorker.inputHash`: the Scene's dump, the
/// scale and the renderer), which the render has already made for its record; a hit is then
/// checked against the whole Scene with `==` (the dump rounds numbers, and Scenes that differ
/// past its rounding are different Scenes). Memory is bounded: the oldest entries go
/// first, so a matrix ten times larger does not hold ten times as many.
public final class PaintedScenes: @unchecked Sendable {
    private struct Entry {
        var scene: Scene
        var png: PaintedPNG
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    /// Keys in the order they were added: evicted from the front.
    private var order: [String] = []
    private var evicted = 0
    private var bytes = 0
    private let byteLimit: Int
    private let entryLimit: Int
    /// How many `png` calls were answered without painting (for tests and the bench).
    public private(set) var hits = 0

    /// - Parameters:
    ///   - byteLimit: the PNG bytes kept at most;
    ///   - entryLimit: the Scenes kept at most.
    ///
    /// A catalogue's repeats are near one another (variants of one component that differ in a
    /// brand or a direction), so little is needed: the built-in catalogue's 992 repeats are all
    /// found with 256 KB or with 64 entries, 934 with 64 KB. Peak RSS of its cold render,
    /// `--jobs 2`: 72.8 MB without, 74.8 MB with these limits, 83.2 MB with 4 MB and no count.
    public init(byteLimit: Int = 1 << 20, entryLimit: Int = 256) {
        self.byteLimit = byteLimit
        self.entryLimit = entryLimit
    }

    /// The PNG of `scene`: one painted before for an equal Scene with the same `inputHash`, or
    /// `paint()`'s, which is then kept.
    public func png(for scene: Scene, inputHash key: String, paint: () throws -> [UInt8]) rethrows -> PaintedPNG {
        let found: PaintedPNG? = lock.withLock {
            guard let entry = entries[key], entry.scene == scene else { return nil }
            hits += 1
            return entry.png
        }
        if let found { return found }
        let png = PaintedPNG(try paint())
        // The evicted Scenes are freed here, after the lock: a Scene is a tree of thousands of
        // values, and the other workers would wait while it is taken apart.
        let released = lock.withLock { keep(Entry(scene: scene, png: png), at: key) }
        withExtendedLifetime(released) {}
        return png
    }

    /// Adds an entry (unless another thread did, or the key is held by an unequal Scene) and
    /// evicts the oldest until what is kept is within the limits; returns the entries let go.
    private func keep(_ entry: Entry, at key: String) -> [Entry] {
        guard entries[key] == nil else { return [entry] }
        entries[key] = entry
        order.append(key)
        bytes += entry.png.bytes.count
        var gone: [Entry] = []
        while bytes > byteLimit || order.count - evicted > entryLimit, evicted < order.count - 1 {
            let oldest = order[evicted]
            evicted += 1
            if let entry = entries.removeValue(forKey: oldest) {
                bytes -= entry.png.bytes.count
                gone.append(entry)
            }
        }
        // The evicted keys at the front are dropped in one go once they are half the array.
        if evicted > order.count / 2 {
            order.removeFirst(evicted)
            evicted = 0
        }
        return gone
    }
}
