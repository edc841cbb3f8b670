import DarkroomLayout
import DarkroomRaster
import Testing
@testable import DarkroomSnapshot

/// The run's painted Scenes: an equal Scene is not painted again, an unequal one always is,
/// and what is kept stays within its bound. Every PNG a render writes is the one painting its
/// Scene alone gives.
@Suite struct PaintedScenesTests {
    static func scene(width: Double) -> Scene {
        Scene(size: Size(width: 10, height: 10), direction: .leftToRight,
              root: SceneNode(id: "root", frame: Rect(x: 0, y: 0, width: width, height: 10), content: .group))
    }

    /// Counts the paints and answers each with its number.
    final class Painter {
        var count = 0
        func paint() -> [UInt8] { count += 1; return [UInt8(count), 0, 0, 0] }
    }

    @Test func anEqualSceneIsPaintedOnce() {
        let painted = PaintedScenes(), painter = Painter()
        let first = painted.png(for: Self.scene(width: 4), inputHash: "h", paint: painter.paint)
        let second = painted.png(for: Self.scene(width: 4), inputHash: "h", paint: painter.paint)
        #expect(painter.count == 1 && painted.hits == 1)
        #expect(first == second)
        // The reused PNG's hash is that of its bytes, made when it was painted.
        #expect(second.bytes == [1, 0, 0, 0] && second.sha256 == Checksum.sha256Hex([1, 0, 0, 0]))
    }

    @Test("a Scene with the same input hash but another value (past the dump's rounding) is painted, not reused")
    func anUnequalSceneIsPaintedAgain() {
        let painted = PaintedScenes(), painter = Painter()
        let first = painted.png(for: Self.scene(width: 4), inputHash: "h", paint: painter.paint)
        let other = painted.png(for: Self.scene(width: 4.0000001), inputHash: "h", paint: painter.paint)
        #expect(painter.count == 2 && painted.hits == 0)
        #expect(first != other)
        // The first Scene keeps its entry.
        #expect(painted.png(for: Self.scene(width: 4), inputHash: "h", paint: painter.paint) == first)
    }

    @Test func anotherInputHashIsPaintedAgain() {
        let painted = PaintedScenes(), painter = Painter()
        _ = painted.png(for: Self.scene(width: 4), inputHash: "@1x", paint: painter.paint)
        _ = painted.png(for: Self.scene(width: 4), inputHash: "@2x", paint: painter.paint)
        #expect(painter.count == 2)
    }

    @Test("the oldest go first once what is kept passes a limit: 8 bytes (two 4-byte PNGs), or two Scenes")
    func bounded() {
        for (label, painted) in [("bytes", PaintedScenes(byteLimit: 8)), ("count", PaintedScenes(entryLimit: 2))] {
            let painter = Painter()
            for width in 1...3 { _ = painted.png(for: Self.scene(width: Double(width)), inputHash: "\(width)", paint: painter.paint) }
            #expect(painter.count == 3, "\(label)")
            // Only the last two are kept.
            _ = painted.png(for: Self.scene(width: 3), inputHash: "3", paint: painter.paint)
            _ = painted.png(for: Self.scene(width: 2), inputHash: "2", paint: painter.paint)
            #expect(painter.count == 3, "\(label)")
            _ = painted.png(for: Self.scene(width: 1), inputHash: "1", paint: painter.paint)
            #expect(painter.count == 4, "\(label)")
        }
    }

    @Test("a render writes for every snapshot the PNG its Scene alone paints, repeated Scenes included")
    func renderedBytesAreThoseOfAFreshPaint() throws {
        let ws = try Workspace("painted")
        let context = try ws.context()
        let store = ws.store()
        let variants = try ws.select(context)
        try ws.render(context, into: store, variants: variants, jobs: 2)
        let alone = SnapshotWorker(context: context)
        var dumps: [[UInt8]: Int] = [:]
        for variant in variants {
            let scene = alone.scene(for: variant)
            dumps[scene.dumpUTF8, default: 0] += 1
            let png = try alone.png(for: variant, scene: scene, scale: 1).bytes
            #expect(bytes(store.path(SnapshotPaths(id: variant.snapshotID(scale: 1)).png)) == png, "\(variant.id)")
        }
        // The matrix repeats Scenes, so the render reused some of its PNGs.
        #expect(dumps.values.contains { $0 > 1 }, "no Scene repeats: the test does not reach a reused PNG")
    }
}
