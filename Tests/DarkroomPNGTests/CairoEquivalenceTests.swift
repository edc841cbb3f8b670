import Testing
import CDarkroom
import DarkroomPNG

/// Our PNG of a Cairo buffer decodes to the same pixels as cairo's own PNG of it.
///
/// Goldens may have been written by cairo; `verify` compares fresh renders encoded by us. If the
/// two unpremultiplied differently, every translucent edge would show up as a diff.
struct CairoEquivalenceTests {
    func expectSamePixels(_ canvas: CairoCanvas) throws {
        let ours = canvas.encodeWithDarkroom()
        let theirs = canvas.encodeWithCairo()
        let a = try PNGDecoder.decode(ours, source: "darkroom.png")
        let b = try PNGDecoder.decode(theirs, source: "cairo.png")
        #expect(a.width == b.width && a.height == b.height)
        let differing = (0..<(a.width * a.height)).filter { a.pixels[$0 * 4..<$0 * 4 + 4] != b.pixels[$0 * 4..<$0 * 4 + 4] }
        #expect(differing.isEmpty, "\(differing.count) pixels differ, first at index \(differing.first ?? -1)")
        // A palette for at most 256 colours; otherwise cairo's own choice (RGB when opaque, else RGBA).
        let colours = Set((0..<(a.width * a.height)).map { Array(a.pixels[$0 * 4..<$0 * 4 + 4]) }).count
        #expect(PNGBytes.colourType(ours) == (colours <= 256 ? 3 : PNGBytes.colourType(theirs)), "\(colours) colours")
        // The direct conversion agrees with both files.
        #expect(canvas.withPixels { RGBAImage(premultipliedBGRA: $0, width: canvas.width, height: canvas.height, stride: canvas.stride) } == b)
    }

    @Test(arguments: [1.0, 2.0])
    func translucentCheckbox(scale: Double) throws {
        let canvas = CairoCanvas(width: Int(120 * scale), height: Int(24 * scale))
        canvas.drawCheckbox(scale: scale)
        try expectSamePixels(canvas)
    }

    // Every (alpha, colour <= alpha) pair cairo can hold: the whole unpremultiply table.
    @Test func everyPremultipliedValue() throws {
        let canvas = CairoCanvas(width: 256, height: 256)
        canvas.writePixels { set in
            for a in 0..<256 {
                for c in 0..<256 {
                    let v = UInt32(min(c, a))
                    set(c, a, UInt32(a) << 24 | v << 16 | (UInt32(a) - v) << 8 | v / 2)
                }
            }
        }
        try expectSamePixels(canvas)
    }

    @Test func opaqueSurfaceOfFewColoursIsPalette() throws {
        let canvas = CairoCanvas(width: 30, height: 10)
        cairo_set_source_rgb(canvas.context, 0.2, 0.5, 0.7)
        cairo_paint(canvas.context)
        cairo_set_source_rgb(canvas.context, 1, 1, 0)
        cairo_arc(canvas.context, 15, 5, 4, 0, 6.3)
        cairo_fill(canvas.context)
        try expectSamePixels(canvas)
        let ours = canvas.encodeWithDarkroom()
        #expect(PNGBytes.colourType(ours) == 3)
        #expect(!PNGBytes.chunks(ours).contains { $0.type == "tRNS" }, "an opaque palette needs no tRNS")
    }

    // Opaque with more than 256 colours: RGB, bytes reordered without the alpha arithmetic.
    @Test func opaqueSurfaceOfManyColoursIsRGB() throws {
        let canvas = CairoCanvas(width: 40, height: 20)
        canvas.writePixels { set in
            for y in 0..<20 {
                for x in 0..<40 { set(x, y, 0xFF00_0000 | UInt32(x * 6) << 16 | UInt32(y * 12) << 8 | UInt32((x * y) % 256)) }
            }
        }
        try expectSamePixels(canvas)
        #expect(PNGBytes.colourType(canvas.encodeWithDarkroom()) == 2)
    }

    // Fully transparent: cairo writes RGBA of zeros; so must we.
    @Test func emptySurface() throws {
        try expectSamePixels(CairoCanvas(width: 7, height: 3))
    }
}
