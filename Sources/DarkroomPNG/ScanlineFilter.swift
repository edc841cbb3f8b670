/// The PNG filter applied to every row (PNG spec, section 9 "Filtering").
///
/// The encoder uses one fixed filter for all rows, never a per-row heuristic, so the output
/// depends only on the pixels. `None` won the measurements on checkbox-sized renders (flat fills,
/// anti-aliased edges and text on transparency): smallest files at zlib level 1 and no filtering
/// work. Sub and Up stay for the measurements in `PNGEncoder.canonical` and for future content.
enum ScanlineFilter: UInt8, CaseIterable, Sendable {
    case none = 0
    case sub = 1
    case up = 2

    /// Filters rows in place, last row first, so each row's raw predecessor is still intact.
    ///
    /// - Parameters:
    ///   - rows: `height` scanlines of `1 + rowBytes` bytes, each a filter-type byte followed by raw
    ///     samples. Owned by the caller; rewritten in place.
    ///   - bytesPerPixel: 3 for RGB8, 4 for RGBA8 (the "bpp" of the spec's Sub filter).
    func apply(to rows: UnsafeMutablePointer<UInt8>, rowBytes: Int, height: Int, bytesPerPixel: Int) {
        let lineLength = rowBytes + 1
        var y = height - 1
        while y >= 0 {
            let line = rows + y * lineLength
            line[0] = rawValue
            let row = line + 1
            switch self {
            case .none:
                break
            case .sub:
                // Right to left so each byte still sees its raw left neighbour.
                var i = rowBytes - 1
                while i >= bytesPerPixel {
                    row[i] &-= row[i - bytesPerPixel]
                    i -= 1
                }
            case .up:
                // The first row's predecessor is all zeros by definition: nothing to subtract.
                if y > 0 {
                    let above = row - lineLength
                    for i in 0..<rowBytes { row[i] &-= above[i] }
                }
            }
            y -= 1
        }
    }
}
