import CDarkroom
import DarkroomLayout
import DarkroomPNG
import Foundation
import Testing
@testable import DarkroomRaster

/// Shared, read-only resources: the repository's fonts and icons, loaded once. Renderers are
/// not thread-safe and Swift Testing runs tests in parallel, so every test makes its own.
enum Fixture {
    static let root: String = {
        guard let root = ResourceLocator.root() else {
            fatalError("cannot find the repository's Fonts/ and Icons/: run the tests from the checkout")
        }
        return root
    }()
    static let fontsDirectory = root + "/Fonts"
    static let fonts: FontConfiguration = {
        do { return try FontConfiguration(directory: fontsDirectory) } catch {
            fatalError("the repository's Fonts/ must load: \(error)")
        }
    }()
    static let icons: IconLibrary = {
        do { return try IconLibrary(directory: root + "/Icons") } catch {
            fatalError("the repository's Icons/ must load: \(error)")
        }
    }()

    static func renderer() -> Renderer { Renderer(fonts: fonts, icons: icons) }
}

/// Lays `view` out and paints it: the whole pipeline a snapshot goes through.
func render(_ view: some View, direction: LayoutDirection = .leftToRight, scale: Int = 1,
            proposal: ProposedSize = .unspecified, background: Color? = nil,
            renderer: Renderer = Fixture.renderer()) throws -> RGBAImage {
    let scene = renderer.layout(view, direction: direction, proposal: proposal, background: background)
    return try renderer.raster(scene, scale: scale).rgbaImage()
}

/// A pixel as a comparable value.
struct RGBA: Hashable, CustomStringConvertible {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) { self.r = r; self.g = g; self.b = b; self.a = a }
    init(_ c: Color) { self.init(c.red, c.green, c.blue, c.alpha) }
    static let transparent = RGBA(0, 0, 0, 0)
    var description: String { "(\(r), \(g), \(b), \(a))" }
}

/// Half-open pixel rectangle [x0, x1) x [y0, y1).
struct PixelBox: Equatable, CustomStringConvertible {
    var x0: Int, y0: Int, x1: Int, y1: Int
    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    func contains(_ x: Int, _ y: Int) -> Bool { x >= x0 && x < x1 && y >= y0 && y < y1 }
    var description: String { "[\(x0), \(x1)) x [\(y0), \(y1))" }
}

extension RGBAImage {
    subscript(x: Int, y: Int) -> RGBA {
        let p = pixel(x: x, y: y)
        return RGBA(p.r, p.g, p.b, p.a)
    }

    /// The smallest box holding every pixel whose alpha is above `threshold`; nil if none.
    func inkBounds(alphaAbove threshold: UInt8 = 0) -> PixelBox? {
        var box: PixelBox?
        for y in 0..<height {
            for x in 0..<width where self[x, y].a > threshold {
                if var b = box {
                    b.x0 = Swift.min(b.x0, x); b.x1 = Swift.max(b.x1, x + 1)
                    b.y0 = Swift.min(b.y0, y); b.y1 = Swift.max(b.y1, y + 1)
                    box = b
                } else {
                    box = PixelBox(x0: x, y0: y, x1: x + 1, y1: y + 1)
                }
            }
        }
        return box
    }

    /// Pixels with any coverage.
    var inkCount: Int {
        var n = 0
        for y in 0..<height { for x in 0..<width where self[x, y].a > 0 { n += 1 } }
        return n
    }

    /// The image reflected left-to-right.
    var mirroredHorizontally: RGBAImage {
        var out = self
        for y in 0..<height { for x in 0..<width { out.setPixel(x: width - 1 - x, y: y, pixel(x: x, y: y)) } }
        return out
    }

    /// The image reflected top-to-bottom.
    var mirroredVertically: RGBAImage {
        var out = self
        for y in 0..<height { for x in 0..<width { out.setPixel(x: x, y: height - 1 - y, pixel(x: x, y: y)) } }
        return out
    }

    /// Coordinates and values of pixels where two same-sized images differ by more than
    /// `tolerance` in any channel (at most `limit` of them, for a readable failure).
    /// Colours are compared premultiplied: at alpha 1 a straight colour is mostly rounding
    /// noise, and a nearly transparent pixel should count as little as it shows.
    func differences(from other: RGBAImage, tolerance: Int = 0, limit: Int = 8) -> [String] {
        precondition(width == other.width && height == other.height, "compare images of one size")
        func pre(_ c: UInt8, _ a: UInt8) -> Int { (Int(c) * Int(a) + 127) / 255 }
        var out: [String] = []
        for y in 0..<height {
            for x in 0..<width {
                let a = self[x, y], b = other[x, y]
                let d = Swift.max(abs(pre(a.r, a.a) - pre(b.r, b.a)), abs(pre(a.g, a.a) - pre(b.g, b.a)),
                                  abs(pre(a.b, a.a) - pre(b.b, b.a)), abs(Int(a.a) - Int(b.a)))
                if d > tolerance {
                    out.append("(\(x), \(y)): \(a) vs \(b)")
                    if out.count >= limit { return out }
                }
            }
        }
        return out
    }
}

/// A temporary folder removed when the value goes away.
final class TemporaryFolder {
    let path: String
    init(_ name: String = "darkroom-raster-tests") throws {
        path = NSTemporaryDirectory() + name + "-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// Writes `image` as `name.png` into $DARKROOM_LOOK when it is set, so a person can open the
/// pictures a test checks (`DARKROOM_LOOK=/tmp/look swift test --filter ...`).
func look(_ image: RGBAImage, _ name: String) {
    guard let folder = ProcessInfo.processInfo.environment["DARKROOM_LOOK"] else { return }
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: folder + "/" + name + ".png", contents: Data(PNGEncoder.encode(image)))
}

extension RGBAImage {
    /// The sum of every pixel's alpha: how much ink there is, wherever it is.
    var totalAlpha: Int {
        var n = 0
        for y in 0..<height { for x in 0..<width { n += Int(self[x, y].a) } }
        return n
    }
}
