import DarkroomPNG

/// expected | diff | actual side by side in one image, with a 4 px transparent gap, so a
/// failure can be read from a single file in a CI log viewer.
enum Triptych {
    static func compose(_ images: [RGBAImage?]) -> RGBAImage {
        let gap = 4
        let present = images.compactMap { $0 }
        let height = present.map(\.height).max() ?? 1
        let width = present.map(\.width).reduce(0, +) + gap * max(0, present.count - 1)
        var out = RGBAImage(width: max(width, 1), height: height, fill: (0, 0, 0, 0))
        var x0 = 0
        for image in present {
            out.pixels.withUnsafeMutableBufferPointer { dst in
                image.pixels.withUnsafeBufferPointer { src in
                    for y in 0..<image.height {
                        let from = y * image.width * 4, to = (y * out.width + x0) * 4
                        for i in 0..<(image.width * 4) { dst[to + i] = src[from + i] }
                    }
                }
            }
            x0 += image.width + gap
        }
        return out
    }
}
