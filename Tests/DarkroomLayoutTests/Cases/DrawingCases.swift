@testable import DarkroomLayout

// Images, aspect ratios, custom shapes and drawing effects. Images come from
// `FixedImageMeasurer`: "glyph-24x16" is 24 x 16. Effects change no frame (SwiftUI applies
// them to the placed view: Apple's docs for offset, rotationEffect, scaleEffect, shadow and
// hidden), so their cases mirror in RTL like any other; offset, which moves frames without
// mirroring, has its own tests in EffectLayoutTests.

/// Fixed-metrics text (size 10) with attributes set on its spec.
private func TA(_ s: String, _ change: (inout TextSpec) -> Void) -> Node {
    var spec = TextSpec(s, font: Font(size: 10))
    change(&spec)
    return .text(spec)
}

let drawingCases: [LayoutCase] = [
    // lineSpacing adds its space between lines (NSParagraphStyle.lineSpacing: "the distance
    // between the bottom of one line fragment and the top of the next"): "aa"/"bb" wrap at
    // 30, the second line starts at 12.5 + 4 = 16.5, the text is 29 tall.
    LayoutCase("text_line_spacing_between_lines", TA("aa bb") { $0.lineSpacing = 4 }.frame(width: 30),
               proposal: P(100, 100), size: S(30, 29), frames: ["canvas": R(0, 0, 30, 29), "root": R(5, 0, 20, 29)],
               lines: ["root": [L(5, 0, 20, 12.5, baseline: 9.25), L(5, 16.5, 20, 12.5, baseline: 25.75)]]),
    // tracking(2) adds 2 between characters: "abc" is 30 + 2 x 2 = 34 wide.
    LayoutCase("text_tracking_between_characters", TA("abc") { $0.tracking = 2 }, proposal: P(100, 100), size: S(34, 12.5),
               frames: ["root": R(0, 0, 34, 12.5)]),
    // kerning(2) also counts after the last character (Apple: "the kerning affects the
    // trailing edge of the text view"): 30 + 3 x 2 = 36.
    LayoutCase("text_kerning_after_each_character", TA("abc") { $0.kerning = 2 }, proposal: P(100, 100), size: S(36, 12.5),
               frames: ["root": R(0, 0, 36, 12.5)]),
    // Apple's Image docs: an image "is displayed at its natural size" unless resizable;
    // offered 100 x 100 it stays 24 x 16.
    LayoutCase("image_fixed_keeps_intrinsic_size", Image("glyph-24x16"), proposal: P(100, 100), size: S(24, 16),
               frames: ["root": R(0, 0, 24, 16)]),
    // resizable(): "the image resizes to fit its space": it takes the frame's 50 x 30.
    LayoutCase("image_resizable_takes_proposal", Image("glyph-24x16").resizable().frame(width: 50, height: 30),
               proposal: P(100, 100), size: S(50, 30), frames: ["root": R(0, 0, 50, 30)]),
    // resizable() on an unproposed axis takes its intrinsic length: width 48 from the frame,
    // height nil (fixedSize) -> 16.
    LayoutCase("image_resizable_unproposed_axis_intrinsic",
               Image("glyph-24x16").resizable().frame(width: 48).fixedSize(horizontal: false, vertical: true),
               proposal: P(100, 100), size: S(48, 16), frames: ["root": R(0, 0, 48, 16)]),
    // A missing image is a placeholder of the size the lowering gives it.
    LayoutCase("image_missing_placeholder_size", Image(missing: "star.fill", size: S(17, 17)), proposal: P(100, 100),
               size: S(17, 17), frames: ["root": R(0, 0, 17, 17)]),
    // _AspectRatioLayout: fit offers the largest 2:1 size inside 100 x 100 -> 100 x 50.
    LayoutCase("aspect_ratio_fit", Rectangle().aspectRatio(2, contentMode: .fit), proposal: P(100, 100), size: S(100, 50),
               frames: ["root": R(0, 0, 100, 50)]),
    // fill offers the smallest 2:1 size covering 100 x 100 -> 200 x 100, which overflows
    // the 100 x 100 frame centred: x = (100 - 200) / 2 = -50.
    LayoutCase("aspect_ratio_fill_overflows_centred", Rectangle().aspectRatio(2, contentMode: .fill).frame(width: 100, height: 100),
               proposal: P(300, 300), size: S(100, 100), frames: ["canvas": R(0, 0, 100, 100), "root": R(-50, 0, 200, 100)]),
    // scaledToFit with no ratio uses the child's ideal 24 x 16 (3:2): in 60 x 60 -> 60 x 40.
    LayoutCase("scaled_to_fit_uses_ideal_ratio", Image("glyph-24x16").resizable().aspectRatio(contentMode: .fit),
               proposal: P(60, 60), size: S(60, 40), frames: ["root": R(0, 0, 60, 40)]),
    // scaledToFill in a 60 x 60 frame: 90 x 60, centred at x = (60 - 90) / 2 = -15.
    LayoutCase("scaled_to_fill_overflows_frame", Image("glyph-24x16").resizable().aspectRatio(contentMode: .fill).frame(width: 60, height: 60),
               proposal: P(100, 100), size: S(60, 60), frames: ["canvas": R(0, 0, 60, 60), "root": R(-15, 0, 90, 60)]),
    // An unspecified proposal passes through the aspect ratio: the child's ideal size.
    LayoutCase("aspect_ratio_unproposed_is_ideal", Image("glyph-24x16").resizable().aspectRatio(4, contentMode: .fit).fixedSize(),
               proposal: P(100, 100), size: S(24, 16), frames: ["root": R(0, 0, 24, 16)]),
    // A square ratio on a square proposal: 1:1 in 40 x 70 -> 40 x 40.
    LayoutCase("aspect_ratio_square_fit", Ellipse().aspectRatio(1, contentMode: .fit), proposal: P(40, 70), size: S(40, 40),
               frames: ["root": R(0, 0, 40, 40)]),
    // hidden(): "the view remains in the view hierarchy and affects layout": b still starts
    // after the hidden 10 px box, which draws nothing (no node).
    LayoutCase("hidden_keeps_its_space", HStack(spacing: 0) { box(10, 10).hidden(); box(20, 10).id("b") },
               proposal: P(100, 100), size: S(30, 10), frames: ["root": R(0, 0, 30, 10), "root/b": R(10, 0, 20, 10)],
               rtl: RTL(["root/b": R(0, 0, 20, 10)])),
    // Rotation, scale and shadow change no frame: the stack is laid out as without them.
    LayoutCase("rotation_scale_shadow_keep_frames",
               HStack(spacing: 5) {
                   box(10, 20).rotationEffect(degrees: 45).id("r")
                   box(10, 20).scaleEffect(x: 2, y: 3, anchor: .topLeading).id("s")
                   box(10, 20).shadow(color: .black, radius: 4, x: 3, y: 3).id("d")
               },
               proposal: P(100, 100), size: S(40, 20),
               frames: ["root": R(0, 0, 40, 20), "root/r": R(0, 0, 10, 20), "root/s": R(15, 0, 10, 20), "root/d": R(30, 0, 10, 20)],
               rtl: RTL(["root/r": R(30, 0, 10, 20), "root/d": R(0, 0, 10, 20)])),
    // A custom shape takes the proposal like any Shape: 30 x 12 in its frame...
    LayoutCase("path_shape_takes_proposal", PathShape { r in var p = PathSpec(); p.addEllipse(in: r); return p }.frame(width: 30, height: 12),
               proposal: P(100, 100), size: S(30, 12), frames: ["root": R(0, 0, 30, 12)]),
    // ...and 10 x 10 when proposed nothing (SwiftUI's default for shapes).
    LayoutCase("path_shape_unproposed_is_10", PathShape { r in var p = PathSpec(); p.addRect(r); return p }.fixedSize(),
               proposal: P(100, 100), size: S(10, 10), frames: ["root": R(0, 0, 10, 10)]),
]
