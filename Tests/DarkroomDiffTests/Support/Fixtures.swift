import DarkroomPNG
import Foundation

/// The pixelmatch conformance fixtures copied into this test target.
enum Fixtures {
    static let directory: String = Bundle.module.path(forResource: "Fixtures", ofType: nil)! + "/pixelmatch"

    /// Decodes `<name>.png` (RGBA, RGB and palette PNGs all come back as straight RGBA).
    static func image(_ name: String) throws -> RGBAImage {
        try PNGDecoder.decode(contentsOf: "\(directory)/\(name).png")
    }
}

/// Small builders for synthetic images.
extension RGBAImage {
    static func grey(_ width: Int, _ height: Int, _ v: UInt8) -> RGBAImage {
        RGBAImage(width: width, height: height, fill: (v, v, v, 255))
    }

    /// A 1x1 image of one straight RGBA colour.
    static func pixel(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> RGBAImage {
        RGBAImage(width: 1, height: 1, fill: (r, g, b, a))
    }

    /// Positions (x, y) where two equally sized images differ.
    func differingPixels(from other: RGBAImage) -> [(x: Int, y: Int)] {
        var out: [(x: Int, y: Int)] = []
        for y in 0..<height {
            for x in 0..<width where pixel(x: x, y: y) != other.pixel(x: x, y: y) {
                out.append((x, y))
            }
        }
        return out
    }
}

extension RGBAImage {
    /// The RGBA bytes at (x, y) as an array, so optional results compare with `==`.
    func at(_ x: Int, _ y: Int) -> [UInt8] {
        let p = pixel(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }
}
