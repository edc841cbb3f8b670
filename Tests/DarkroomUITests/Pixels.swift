import DarkroomLayout
import DarkroomPNG
import DarkroomRaster
import DarkroomUI
import Foundation
import Testing

/// Rendered pixels of SwiftUI views, for tests that check colours where shapes must (and must
/// not) have painted.
struct Pixels {
    let image: RGBAImage
    let scene: Scene

    @MainActor init<V: DarkroomUI.View>(_ view: V, _ direction: DarkroomLayout.LayoutDirection, width: Double? = nil,
                             height: Double? = nil, scheme: DarkroomUI.ColorScheme = .light) throws {
        scene = Harness.scene(view, direction, width: width, height: height, scheme: scheme)
        image = try Harness.renderer.raster(scene, scale: 1).rgbaImage()
    }

    /// The pixel whose top-left corner is at (x, y), as "#RRGGBBAA".
    func hex(_ x: Int, _ y: Int) -> String {
        let i = (y * image.width + x) * 4
        return String(format: "#%02X%02X%02X%02X", image.pixels[i], image.pixels[i + 1], image.pixels[i + 2], image.pixels[i + 3])
    }

    /// The pixel at (x, y) in LTR, or at its mirror across the image in RTL.
    func hex(_ x: Int, _ y: Int, mirroredIn direction: DarkroomLayout.LayoutDirection) -> String {
        direction == .rightToLeft ? hex(image.width - 1 - x, y) : hex(x, y)
    }

    /// Alpha at (x, y).
    func alpha(_ x: Int, _ y: Int) -> UInt8 { image.pixels[(y * image.width + x) * 4 + 3] }

    /// Writes the PNG for a human to look at (set DARKROOM_UI_PNGS to a folder).
    func save(_ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["DARKROOM_UI_PNGS"] else { return }
        try Data(PNGEncoder.encode(image)).write(to: URL(fileURLWithPath: folder + "/" + name + ".png"))
    }
}

extension Pixels: CustomTestStringConvertible {
    var testDescription: String { "\(image.width)x\(image.height) pixels" }
}
