import Testing
import DarkroomPNG

/// The pixelmatch conformance PNGs (RGBA, RGB and palette files from other tools) all decode.
struct ConformanceDecodeTests {
    /// ../shared/conformance/pixelmatch beside the repo; the repo root is three levels above this file.
    static let folder: String = {
        var url = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
        url.append("..")
        return (url + ["shared", "conformance", "pixelmatch"]).joined(separator: "/")
    }()

    static let files: [String] = (try? FileList.pngs(in: folder)) ?? []

    @Test(.enabled(if: !files.isEmpty, "pixelmatch conformance folder not found at \(folder)"))
    func everyFileDecodesToItsIHDRSize() throws {
        #expect(Self.files.count >= 20)
        for name in Self.files {
            let path = Self.folder + "/" + name
            let image = try PNGDecoder.decode(contentsOf: path)
            let header = try PNGBytes.read(path)
            let size = PNGBytes.size(header)
            #expect(image.width == size.width && image.height == size.height, "\(name)")
            #expect(image.pixels.count == size.width * size.height * 4)
        }
    }

    // Palette and RGB files must decode to opaque pixels with the palette's colours; a palette
    // file decoded as indices would give grey-looking, mostly dark values and still pass the size check.
    @Test(.enabled(if: !files.isEmpty, "pixelmatch conformance folder not found"))
    func paletteAndRGBFilesAreExpanded() throws {
        for name in ["2a.png", "4a.png", "7a.png"] {
            let image = try PNGDecoder.decode(contentsOf: Self.folder + "/" + name)
            #expect(image.isOpaque, "\(name)")
            let colours = Set(stride(from: 0, to: image.pixels.count, by: 4).map { image.pixels[$0..<$0 + 3] })
            #expect(colours.count > 2, "\(name)")
        }
    }
}
