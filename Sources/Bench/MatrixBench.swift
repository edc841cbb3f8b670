import DarkroomCatalog
import DarkroomLayout
import DarkroomComponents
import DarkroomRaster
import DarkroomSnapshot
import Foundation

/// The whole built-in matrix: per-stage time on one thread, then cold and no-change
/// render runs with `jobs` workers into a fresh temp store, as `darkroom render` does.
/// Returns the cold rate on disk (snapshots/s), the figure the browser peer is compared with.
@discardableResult
func matrixBench(root: String, jobs: Int, scale: Int) throws -> Double {
    let context = try RenderContext(catalog: BuiltInCatalog.catalog, root: root)
    let variants = VariantMatrix.all(context.catalog, tokenAxes: context.tokenAxes)
    print("matrix: \(variants.count) variants of \(context.catalog.components.count) components at \(scale)x")

    try stageFigures(context: context, variants: variants, scale: scale)

    // The store goes on tmpfs when there is one, so the figure is Darkroom's and not the
    // disk's: on ext4, creating thousands of files right after deleting thousands (as
    // repeated bench runs do) is dominated by the kernel's recently-deleted inode scan.
    var diskRate = 0.0
    for (label, base) in [("tmpfs", "/dev/shm/"), ("disk", NSTemporaryDirectory())] {
        guard FileManager.default.isWritableFile(atPath: base) else { continue }
        let folder = base + "darkroom-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var run = RenderRun(context: context, store: SnapshotStore(root: folder), scales: [scale], jobs: jobs)
        run.isComplete = true
        let cold = try run.run(variants)
        print("  cold render (\(label)), --jobs \(jobs): \(cold.rendered) snapshots in \(format(cold.seconds, 2)) s = \(Int(cold.snapshotsPerSecond)) snapshots/s (written \(cold.written))")
        if label == "disk" { diskRate = cold.snapshotsPerSecond }
        let warm = try run.run(variants)
        print("  no-change render (\(label)), --jobs \(jobs): \(format(warm.seconds, 2)) s (unchanged \(warm.unchanged), written \(warm.written))")
    }
    print("  peak RSS of this process: \(peakRSSMegabytes()) MB")
    return diskRate
}

/// Where the time of a snapshot goes, on one thread, as `darkroom render` makes it: one worker
/// walking the matrix in order with its caches (measured text, reused layouts and pixels), a
/// Scene that repeats an earlier one taking that one's PNG. File writes, render keys and
/// manifest records are not in it: the whole-process figures above include them. A second pass
/// paints, encodes and hashes every snapshot's Scene again, each apart, to split the PNG stage
/// (without the reuse of repeated Scenes, so its figures add up to more than that stage).
private func stageFigures(context: RenderContext, variants: [Variant], scale: Int) throws {
    let worker = SnapshotWorker(context: context, sharing: PaintedScenes())
    // The renderer's fingerprint (the fonts' digests, made on first use) is not a snapshot's.
    _ = worker.inputHash(sidecar: [], scale: scale)
    var layout = 0.0, sidecar = 0.0, png = 0.0
    for variant in variants {
        var scene: DarkroomLayout.Scene!
        layout += milliseconds { scene = worker.scene(for: variant, scale: scale) }
        var inputHash = ""
        sidecar += milliseconds { inputHash = worker.inputHash(sidecar: scene.dumpUTF8, scale: scale) }
        png += try milliseconds { _ = try worker.png(for: variant, scene: scene, scale: scale, inputHash: inputHash) }
    }
    let split = SnapshotWorker(context: context)
    var paint = 0.0, encode = 0.0, hash = 0.0
    for variant in variants {
        let scene = split.scene(for: variant, scale: scale)
        var surface: CairoSurface!
        paint += try milliseconds { surface = try split.renderer.paintedInReusedPixels(scene, scale: scale) }
        var bytes: [UInt8] = []
        encode += milliseconds { bytes = surface.pngBytes() }
        surface = nil
        hash += milliseconds { _ = Checksum.sha256Hex(bytes) }
    }
    let n = Double(variants.count), us = { (ms: Double) in format(1000 * ms / n, 1) }
    print("  per snapshot, one thread, as a render makes it (us): lower and lay out \(us(layout)), sidecar and its SHA-256s \(us(sidecar)), "
          + "PNG \(us(png)) (checks, paint, encode, SHA-256; a repeated Scene's PNG is reused) = \(us(layout + sidecar + png))")
    print("  every Scene painted again, apart (us per snapshot): paint \(us(paint)), encode \(us(encode)), PNG SHA-256 \(us(hash))")
}

/// Renders the matrix `multiplier` times over (same ids, so one store) in a fresh process
/// and reports its peak RSS: memory must stay flat as the matrix grows.
func memoryBench(root: String, jobs: Int, multiplier: Int) throws {
    let context = try RenderContext(catalog: BuiltInCatalog.catalog, root: root)
    let base = VariantMatrix.all(context.catalog, tokenAxes: context.tokenAxes)
    let variants = Array(repeating: base, count: multiplier).flatMap { $0 }
    let folder = NSTemporaryDirectory() + "darkroom-bench-mem-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var run = RenderRun(context: context, store: SnapshotStore(root: folder), scales: [1], jobs: jobs)
    run.progress = nil
    _ = try run.run(variants)
    print("\(variants.count) \(peakRSSMegabytes())")
}

/// VmHWM from /proc: the process's peak resident set, in MB.
func peakRSSMegabytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kb = Int(line.split(separator: " ").dropFirst().first ?? "") else { return -1 }
    return kb / 1024
}
