import DarkroomLayout
import DarkroomRaster
import Foundation

/// Per-stage time per snapshot for one scene on one thread: layout (with a cold text
/// cache, as for a new variant), paint, encode; and cairo's own PNG writer for reference.
func engineBench(root: String, iterations: Int) throws {
    let fonts = try FontConfiguration(directory: root + "/Fonts")
    let icons = try IconLibrary(directory: root + "/Icons")
    let renderer = Renderer(fonts: fonts, icons: icons)
    print("engine: checkbox with label, \(iterations) iterations per scale, one thread")
    for scale in [1, 2] {
        var layout = 0.0, paint = 0.0, encode = 0.0, cairoEncode = 0.0
        var bytes = 0
        for i in 0..<(iterations + 50) {
            let warm = i >= 50
            renderer.text.clearCache()
            var scene: Scene!
            let l = milliseconds { scene = renderer.layout(checkboxWithLabel(checked: i % 2 == 0), direction: i % 4 < 2 ? .leftToRight : .rightToLeft) }
            var surface: CairoSurface!
            let p = try milliseconds { surface = try renderer.raster(scene, scale: scale) }
            var png: [UInt8] = []
            let e = milliseconds { png = surface.pngBytes() }
            let c = milliseconds { _ = surface.cairoPNGBytes() }
            if warm { layout += l; paint += p; encode += e; cairoEncode += c; bytes = png.count }
        }
        let n = Double(iterations)
        let total = (layout + paint + encode) / n
        print("  \(scale)x: layout \(format(layout / n)) ms, paint \(format(paint / n)) ms, encode \(format(encode / n)) ms"
              + " = total \(format(total)) ms per snapshot (\(bytes) bytes); cairo's PNG writer would take \(format(cairoEncode / n)) ms")
    }
}

/// Writes the benchmark scene at 1x and 2x in both directions to `folder`, to look at.
func writeSamples(root: String, folder: String) throws {
    let renderer = Renderer(fonts: try FontConfiguration(directory: root + "/Fonts"), icons: try IconLibrary(directory: root + "/Icons"))
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        for checked in [false, true] {
            let scene = renderer.layout(checkboxWithLabel(checked: checked), direction: direction, background: .white)
            for scale in [1, 2] {
                let png = try renderer.raster(scene, scale: scale).pngBytes()
                let path = "\(folder)/checkbox-\(checked ? "on" : "off")-\(direction.rawValue)@\(scale)x.png"
                _ = FileManager.default.createFile(atPath: path, contents: Data(png))
            }
            if scale1Dump { print(scene.dump) }
        }
    }
}
let scale1Dump = ProcessInfo.processInfo.environment["BENCH_DUMP"] != nil
