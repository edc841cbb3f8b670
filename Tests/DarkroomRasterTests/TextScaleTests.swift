import CDarkroom
import DarkroomLayout
import Testing
@testable import DarkroomRaster

/// One layout serves every scale: text metrics do not depend on the device scale.
@Suite struct TextScaleTests {
    static let sentence = "Darkroom keeps text metrics identical at every scale"

    // A Pango layout made by the engine, re-laid-out under a scaled cairo matrix (what a
    // renderer that measured per scale would see), keeps its line breaks and metrics.
    @Test func pangoMetricsIgnoreTheDeviceScale() throws {
        let engine = Fixture.renderer().text
        let spec = TextSpec(Self.sentence, font: Font(size: 14))
        let probe = PangoProbe(engine, spec, wrapWidth: 120)
        let base = probe.box.lineMetrics()
        let baseLines = probe.lineTexts
        #expect(base.count > 1)
        let context = try #require(pango_layout_get_context(probe.box.layout))
        for scale in [1.5, 2, 3] {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8)
            let cr = cairo_create(surface)
            defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
            cairo_scale(cr, scale, scale)
            pango_cairo_update_context(cr, context)
            pango_layout_context_changed(probe.box.layout)
            let matrix = try #require(pango_context_get_matrix(context))
            #expect(matrix.pointee.xx == scale, "the hook must really scale the context")
            #expect(probe.box.lineMetrics() == base, "metrics at \(scale)x")
            #expect(probe.lineTexts == baseLines, "line breaks at \(scale)x")
        }
    }

    // The painted ink of the same scene at 2x and 3x is the 1x ink scaled. A box edge at
    // real coordinate a lands in pixel floor(a * s) at scale s, so the s-scale box starts
    // between s * x0 and s * x0 + s - 1 and ends between s * x1 - (s - 1) and s * x1; one
    // device pixel of slack covers a sliver whose coverage rounds to 0 at one scale only.
    @Test func inkBoundsScaleWithTheFactor() throws {
        let renderer = Fixture.renderer()
        let scene = renderer.layout(Text(Self.sentence).font(Font(size: 14, lineHeight: 16)).padding(3),
                                    direction: .leftToRight, proposal: ProposedSize(width: 140, height: nil))
        let one = try #require(try renderer.raster(scene, scale: 1).rgbaImage().inkBounds())
        for s in [2, 3] {
            let image = try renderer.raster(scene, scale: s).rgbaImage()
            #expect(image.width == s * Int(scene.size.width) && image.height == s * Int(scene.size.height))
            let ink = try #require(image.inkBounds())
            let slack = 1
            #expect(ink.x0 >= s * one.x0 - slack && ink.x0 <= s * one.x0 + s - 1 + slack, "x0 \(ink) vs 1x \(one) at \(s)x")
            #expect(ink.y0 >= s * one.y0 - slack && ink.y0 <= s * one.y0 + s - 1 + slack, "y0 \(ink) vs 1x \(one) at \(s)x")
            #expect(ink.x1 <= s * one.x1 + slack && ink.x1 >= s * one.x1 - (s - 1) - slack, "x1 \(ink) vs 1x \(one) at \(s)x")
            #expect(ink.y1 <= s * one.y1 + slack && ink.y1 >= s * one.y1 - (s - 1) - slack, "y1 \(ink) vs 1x \(one) at \(s)x")
        }
    }
}
