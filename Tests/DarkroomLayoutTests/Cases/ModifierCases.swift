@testable import DarkroomLayout

// Padding, frames (fixed and flexible), spacers, fixedSize, priority, background/overlay,
// accessibility and effects. A modifier makes no Scene node of its own, so a root view that
// does not fill the root gets wrapped in a "root" group and is itself "root".

private let fixedFrameTable: [(String, Alignment, Double, Double)] = [
    // (name, alignment, x, y) of a 20x10 box in a 100x50 frame: x in {0, (100-20)/2 = 40, 100-20 = 80},
    // y in {0, (50-10)/2 = 20, 50-10 = 40}.
    ("topLeading", .topLeading, 0, 0), ("top", .top, 40, 0), ("topTrailing", .topTrailing, 80, 0),
    ("leading", .leading, 0, 20), ("center", .center, 40, 20), ("trailing", .trailing, 80, 20),
    ("bottomLeading", .bottomLeading, 0, 40), ("bottom", .bottom, 40, 40), ("bottomTrailing", .bottomTrailing, 80, 40),
]

let fixedFrameCases: [LayoutCase] = fixedFrameTable.map { name, alignment, x, y in
    let rtl: Expectation?
    switch alignment.horizontal {
    // RTL: leading is the right edge (x = 80), trailing the left edge (x = 0).
    case .leading: rtl = RTL(["root": R(80, y, 20, 10)])
    case .trailing: rtl = RTL(["root": R(0, y, 20, 10)])
    case .center: rtl = nil
    }
    return LayoutCase("frame_fixed_align_\(name)", box(20, 10).frame(width: 100, height: 50, alignment: alignment),
                      proposal: P(300, 300), size: S(100, 50),
                      frames: ["canvas": R(0, 0, 100, 50), "root": R(x, y, 20, 10)], rtl: rtl)
}

let modifierCases: [LayoutCase] = [
    // Padding

    // 8 + 30 = 38 wide; the box starts after the leading inset.
    LayoutCase("padding_leading_only", box(30, 10).padding(.leading, 8), proposal: P(100, 100), size: S(38, 10),
               frames: ["canvas": R(0, 0, 38, 10), "root": R(8, 0, 30, 10)],
               // RTL: the leading inset is on the right: box.x = 0.
               rtl: RTL(["root": R(0, 0, 30, 10)])),
    // child 0 = 8+30 = 38, child 1 = 40: VStack 40 wide; a.x = 0 + 8.
    LayoutCase("padding_leading_in_vstack",
               VStack(alignment: .leading, spacing: 0) { box(30, 10).id("a").padding(.leading, 8); box(40, 10).id("b") },
               proposal: P(100, 100), size: S(40, 20),
               frames: ["root": R(0, 0, 40, 20), "root/a": R(8, 0, 30, 10), "root/b": R(0, 10, 40, 10)],
               // RTL: padded child (38) at 40-38 = 2, box right after it: 2 + 0 = 2 (inset on its right).
               rtl: RTL(["root/a": R(2, 0, 30, 10), "root/b": R(0, 10, 40, 10)])),
    // a padded = 20+6 = 26, then b: width 36, b.x = 26.
    LayoutCase("padding_trailing_only_in_hstack",
               HStack(spacing: 0) { box(20, 10).id("a").padding(.trailing, 6); box(10, 10).id("b") },
               proposal: P(100, 100), size: S(36, 10),
               frames: ["root": R(0, 0, 36, 10), "root/a": R(0, 0, 20, 10), "root/b": R(26, 0, 10, 10)],
               // RTL: b first from the right at 0; a's trailing inset sits on its left: a.x = 10+6 = 16.
               rtl: RTL(["root/a": R(16, 0, 20, 10), "root/b": R(0, 0, 10, 10)])),
    // 2+20+4 = 26 x 1+12.5+3 = 16.5; text at (2,1), baseline 1+9.25; background fills 26x16.5.
    LayoutCase("padding_asymmetric_with_background",
               T("ab").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).background(Rectangle()),
               proposal: P(100, 100), size: S(26, 16.5),
               frames: ["canvas": R(0, 0, 26, 16.5), "root/background": R(0, 0, 26, 16.5), "root": R(2, 1, 20, 12.5)],
               lines: ["root": [L(2, 1, 20, 12.5, baseline: 10.25)]],
               // RTL: leading 2 on the right: text.x = 26-2-20 = 4 (trailing 4 on the left).
               rtl: RTL(["root": R(4, 1, 20, 12.5)], lines: ["root": [L(4, 1, 20, 12.5, baseline: 10.25)]])),
    // text proposed 50-20 = 30 wraps "aa"/"bb": 20x25; padded 40x25, text at x = 10.
    LayoutCase("padding_shrinks_text_proposal", T("aa bb").padding(.horizontal, 10), proposal: P(50, 100), size: S(40, 25),
               frames: ["canvas": R(0, 0, 40, 25), "root": R(10, 0, 20, 25)],
               lines: ["root": [L(10, 0, 20, 12.5, baseline: 9.25), L(10, 12.5, 20, 12.5, baseline: 21.75)]]),

    // fractional root: 4 + 20.5 = 24.5 wide, canvas ceil(24.5) = 25 x 10.
    LayoutCase("padding_leading_fractional_root_width", box(20.5, 10).padding(.leading, 4), proposal: P(100, 100), size: S(24.5, 10),
               frames: ["canvas": R(0, 0, 24.5, 10), "root": R(4, 0, 20.5, 10)],
               // RTL mirrors across the 25-unit canvas, so content hugs its right edge: root at 25-24.5 = 0.5,
               // box at 25-4-20.5 = 0.5 (leading inset on the right).
               rtl: RTL(["canvas": R(0.5, 0, 24.5, 10), "root": R(0.5, 0, 20.5, 10)])),

    // Fixed frames beyond alignment

    // text proposed width 30: "aa bb" = 50 > 30, so 3 lines of 20: 20x37.5; frame 30x37.5, text.x = (30-20)/2 = 5.
    LayoutCase("frame_width_only_wraps_text", T("aa bb cc").frame(width: 30), proposal: P(200, 200), size: S(30, 37.5),
               frames: ["canvas": R(0, 0, 30, 37.5), "root": R(5, 0, 20, 37.5)],
               lines: ["root": [L(5, 0, 20, 12.5, baseline: 9.25), L(5, 12.5, 20, 12.5, baseline: 21.75),
                                  L(5, 25, 20, 12.5, baseline: 34.25)]]),
    // unbreakable 60-wide word in a 40x20 frame overflows centred: x = (40-60)/2 = -10, y = (20-12.5)/2 = 3.75.
    LayoutCase("frame_fixed_overflow_centred", T("abcdef").frame(width: 40, height: 20), proposal: P(200, 200), size: S(40, 20),
               frames: ["canvas": R(0, 0, 40, 20), "root": R(-10, 3.75, 60, 12.5)]),

    // Flexible frames

    // row frame = min(inf, max(20, 200)) = 200 wide, text leading at 0; VStack 200 x (12.5+10); b.x = (200-10)/2 = 95.
    LayoutCase("flex_maxWidth_infinity_fills_leading",
               VStack(spacing: 0) {
                   T("ab").frame(maxWidth: .infinity, alignment: .leading).background(Rectangle()).id("row")
                   box(10, 10).id("b")
               },
               proposal: P(200, 100), size: S(200, 22.5),
               frames: ["root": R(0, 0, 200, 22.5), "root/row/background": R(0, 0, 200, 12.5), "root/row": R(0, 0, 20, 12.5),
                        "root/b": R(95, 12.5, 10, 10)],
               // RTL: leading is the right edge: text.x = 200-20 = 180.
               rtl: RTL(["root/row": R(180, 0, 20, 12.5)])),
    // both axes infinite: frame = 100x60; text bottomTrailing at (100-20, 60-12.5) = (80, 47.5).
    LayoutCase("flex_max_infinity_both_axes_bottomTrailing",
               T("ab").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing),
               proposal: P(100, 60), size: S(100, 60),
               frames: ["canvas": R(0, 0, 100, 60), "root": R(80, 47.5, 20, 12.5)],
               // RTL: trailing is the left edge: x = 0.
               rtl: RTL(["root": R(0, 47.5, 20, 12.5)])),
    // minWidth 60: max(60, min(child 20, proposed)) = 60, text centred at (60-20)/2 = 20; b.x = 60, b.y = 1.25.
    LayoutCase("flex_minWidth_grows_content",
               HStack(spacing: 0) { T("ab").frame(minWidth: 60).id("t"); box(10, 10).id("b") },
               proposal: P(200, 100), size: S(70, 12.5),
               frames: ["root": R(0, 0, 70, 12.5), "root/t": R(20, 0, 20, 12.5), "root/b": R(60, 1.25, 10, 10)]),
    // minWidth below the content: max(50, min(80, 200)) = 80, the frame hugs the text.
    LayoutCase("flex_minWidth_smaller_than_content", T("abcdefgh").frame(minWidth: 50), proposal: P(200, 100), size: S(80, 12.5),
               frames: ["root": R(0, 0, 80, 12.5)]),
    // maxWidth only, child wider than max: min(50, max(110, 200)) = 50; text centred: (50-110)/2 = -30.
    LayoutCase("flex_maxWidth_clamps_wider_child", T("hello world").fixedSize().frame(maxWidth: 50),
               proposal: P(200, 100), size: S(50, 12.5),
               frames: ["canvas": R(0, 0, 50, 12.5), "root": R(-30, 0, 110, 12.5)]),
    // min and max: clamp(200, 40, 80) = 80 and clamp(5, 10, 20) = 10; the Rectangle fills it.
    LayoutCase("flex_min_max_clamp_proposal",
               Rectangle().frame(minWidth: 40, maxWidth: 80, minHeight: 10, maxHeight: 20),
               proposal: P(200, 5), size: S(80, 10), frames: ["root": R(0, 0, 80, 10)]),
    // nil proposal: the ideal 70x30 is proposed to the Rectangle and is the frame's size.
    LayoutCase("flex_ideal_with_nil_proposal", Rectangle().frame(idealWidth: 70, idealHeight: 30),
               proposal: .unspecified, size: S(70, 30), frames: ["root": R(0, 0, 70, 30)]),
    // nil proposal: an ideal outside [min, max] is clamped first: 500 -> 100 wide, 2 -> 5 tall.
    LayoutCase("flex_ideal_clamped_with_nil_proposal",
               Rectangle().frame(minWidth: 10, idealWidth: 500, maxWidth: 100, minHeight: 5, idealHeight: 2, maxHeight: 50),
               proposal: .unspecified, size: S(100, 5), frames: ["root": R(0, 0, 100, 5)]),
    // fixedSize proposes nil: ideal 35x15 within [10,100]x[5,50]; b.x = 35, b.y = (15-10)/2 = 2.5.
    LayoutCase("flex_fixedSize_takes_ideal",
               HStack(spacing: 0) {
                   Rectangle().frame(minWidth: 10, idealWidth: 35, maxWidth: 100, minHeight: 5, idealHeight: 15, maxHeight: 50)
                       .fixedSize().id("f")
                   box(10, 10).id("b")
               },
               proposal: P(300, 300), size: S(45, 15),
               frames: ["root": R(0, 0, 45, 15), "root/f": R(0, 0, 35, 15), "root/b": R(35, 2.5, 10, 10)]),
    // maxWidth .infinity with nothing proposed hugs the text: 20x12.5, not infinity.
    LayoutCase("flex_maxWidth_infinity_unproposed_hugs", T("ab").frame(maxWidth: .infinity).fixedSize(),
               proposal: P(300, 300), size: S(20, 12.5), frames: ["root": R(0, 0, 20, 12.5)]),

    // maxWidth .infinity and a Spacer are equally flexible, but a Spacer's layout priority is
    // minus infinity (OpenSwiftUI, SpacerLayoutComputer.Engine.layoutPriority()): the frame is
    // offered 100 less the spacer's minimum (0 here) and takes 100, text centred at 40; the
    // spacer gets its minimum, 0.
    LayoutCase("flex_maxWidth_infinity_before_spacer",
               HStack { T("ab").frame(maxWidth: .infinity).id("f"); Spacer() },
               proposal: P(100, 50), size: S(100, 12.5),
               frames: ["root": R(0, 0, 100, 12.5), "root/f": R(40, 0, 20, 12.5)]),
    // maxHeight only: min(40, max(child 10, proposal 100)) = 40; box centred: (40-10)/2 = 15.
    LayoutCase("flex_maxHeight_clamps_proposal", box(10, 10).frame(maxHeight: 40),
               proposal: P(100, 100), size: S(10, 40),
               frames: ["canvas": R(0, 0, 10, 40), "root": R(0, 15, 10, 10)]),

    // Spacers

    // text 20 and box 10 are rigid; the spacer takes 100-30 = 70: b.x = 90, b.y = 1.25.
    LayoutCase("spacer_one_pushes_apart",
               HStack { T("ab").id("a"); Spacer(); box(10, 10).id("b") },
               proposal: P(100, 50), size: S(100, 12.5),
               frames: ["root": R(0, 0, 100, 12.5), "root/a": R(0, 0, 20, 12.5), "root/b": R(90, 1.25, 10, 10)],
               // RTL: a on the right (100-20 = 80), b on the left.
               rtl: RTL(["root/a": R(80, 0, 20, 12.5), "root/b": R(0, 1.25, 10, 10)])),
    // boxes 3 x 10 = 30; the two spacers share 70: 35 each; b.x = 10+35 = 45, c.x = 90.
    LayoutCase("spacers_two_share_space",
               HStack { box(10, 10).id("a"); Spacer(); box(10, 10).id("b"); Spacer(); box(10, 10).id("c") },
               proposal: P(100, 50), size: S(100, 10),
               frames: ["root": R(0, 0, 100, 10), "root/a": R(0, 0, 10, 10), "root/b": R(45, 0, 10, 10),
                        "root/c": R(90, 0, 10, 10)]),
    // no proposal: the spacer takes its minLength: 10+25+10 = 45.
    LayoutCase("spacer_minLength_unproposed",
               HStack { box(10, 10).id("a"); Spacer(minLength: 25); box(10, 10).id("b") }.fixedSize(),
               proposal: P(200, 200), size: S(45, 10),
               frames: ["root": R(0, 0, 45, 10), "root/a": R(0, 0, 10, 10), "root/b": R(35, 0, 10, 10)]),
    // 40+40 leave 20 < minLength 30: the spacer still takes 30 and the stack overflows to 110; b.x = 70.
    LayoutCase("spacer_minLength_wins_over_proposal",
               HStack { box(40, 10).id("a"); Spacer(minLength: 30); box(40, 10).id("b") },
               proposal: P(100, 50), size: S(110, 10),
               frames: ["root": R(0, 0, 110, 10), "root/a": R(0, 0, 40, 10), "root/b": R(70, 0, 40, 10)]),
    // vertical spacer takes 100-12.5-10 = 77.5: b.y = 90; width max(20, 0, 10) = 20.
    LayoutCase("spacer_in_vstack",
               VStack(alignment: .leading) { T("ab").id("t"); Spacer(); box(10, 10).id("b") },
               proposal: P(100, 100), size: S(20, 100),
               frames: ["root": R(0, 0, 20, 100), "root/t": R(0, 0, 20, 12.5), "root/b": R(0, 90, 10, 10)]),

    // fixedSize

    // f ignores the 40 proposal (80 wide, one line); w wraps at 40 into aa/bb/cc (20x37.5); VStack 80x50.
    LayoutCase("fixedSize_both_vs_wrapping",
               VStack(alignment: .leading, spacing: 0) { T("aa bb cc").fixedSize().id("f"); T("aa bb cc").id("w") },
               proposal: P(40, 100), size: S(80, 50),
               frames: ["root": R(0, 0, 80, 50), "root/f": R(0, 0, 80, 12.5), "root/w": R(0, 12.5, 20, 37.5)],
               lines: ["root/w": [L(0, 12.5, 20, 12.5, baseline: 21.75), L(0, 25, 20, 12.5, baseline: 34.25),
                                  L(0, 37.5, 20, 12.5, baseline: 46.75)]],
               // RTL: w hugs the right edge at 80-20 = 60, its lines right-aligned there.
               rtl: RTL(["root/f": R(0, 0, 80, 12.5), "root/w": R(60, 12.5, 20, 37.5)])),
    // horizontal only: unwrapped 80 wide in a 40x40 topLeading frame: overflows to the trailing side.
    LayoutCase("fixedSize_horizontal_only",
               T("aa bb cc").fixedSize(horizontal: true, vertical: false).frame(width: 40, height: 40, alignment: .topLeading),
               proposal: P(200, 200), size: S(40, 40),
               frames: ["canvas": R(0, 0, 40, 40), "root": R(0, 0, 80, 12.5)],
               // RTL: leading edge is x = 40, so the text overflows to the left: x = 40-80 = -40.
               rtl: RTL(["root": R(-40, 0, 80, 12.5)])),
    // vertical only: width still proposed (40), so it wraps into 3 lines: 20x37.5 despite height 5.
    LayoutCase("fixedSize_vertical_only_still_wraps", T("aa bb cc").fixedSize(horizontal: false, vertical: true),
               proposal: P(40, 5), size: S(20, 37.5), frames: ["root": R(0, 0, 20, 37.5)]),

    // layoutPriority

    // hi goes first with 100 - min(lo) 20 = 80: one line of 80; lo gets 20: 3 lines (20x37.5); hi.y = (37.5-12.5)/2.
    LayoutCase("layoutPriority_takes_space_first",
               HStack { T("aa bb cc").id("lo"); T("dd ee ff").layoutPriority(1).id("hi") },
               proposal: P(100, 100), size: S(100, 37.5),
               frames: ["root": R(0, 0, 100, 37.5), "root/lo": R(0, 0, 20, 37.5), "root/hi": R(20, 12.5, 80, 12.5)],
               // RTL: lo on the right (100-20 = 80), hi at 0.
               rtl: RTL(["root/lo": R(80, 0, 20, 37.5), "root/hi": R(0, 12.5, 80, 12.5)])),
    // control, equal priority and flexibility: lo offered 100/2 = 50 ("aa bb"/"cc"), hi the remaining 50.
    LayoutCase("layoutPriority_equal_split_control",
               HStack { T("aa bb cc").id("lo"); T("dd ee ff").id("hi") },
               proposal: P(100, 100), size: S(100, 25),
               frames: ["root": R(0, 0, 100, 25), "root/lo": R(0, 0, 50, 25), "root/hi": R(50, 0, 50, 25)],
               lines: ["root/lo": [L(0, 0, 50, 12.5, baseline: 9.25), L(0, 12.5, 20, 12.5, baseline: 21.75)]]),

    // Background and overlay

    // padded text 50x22.5; the background is proposed (and fills) exactly that.
    LayoutCase("background_takes_padded_size", T("abcd").padding(5).background(Rectangle()),
               proposal: P(200, 200), size: S(50, 22.5),
               frames: ["canvas": R(0, 0, 50, 22.5), "root/background": R(0, 0, 50, 22.5), "root": R(5, 5, 40, 12.5)]),
    // 8x8 overlay at bottomTrailing of 40x20: (32, 12).
    LayoutCase("overlay_bottomTrailing",
               box(40, 20).overlay(alignment: .bottomTrailing, Circle().frame(width: 8, height: 8)),
               proposal: P(200, 200), size: S(40, 20),
               frames: ["canvas": R(0, 0, 40, 20), "root": R(0, 0, 40, 20), "root/overlay": R(32, 12, 8, 8)],
               // RTL: trailing is the left edge: x = 0.
               rtl: RTL(["root/overlay": R(0, 12, 8, 8)])),
    // a 60x6 background larger than its 40x20 view does not grow it; leading: x = 0, y = (20-6)/2 = 7.
    LayoutCase("background_larger_leading_keeps_size",
               box(40, 20).background(alignment: .leading, Capsule().frame(width: 60, height: 6)),
               proposal: P(200, 200), size: S(40, 20),
               frames: ["canvas": R(0, 0, 40, 20), "root/background": R(0, 7, 60, 6), "root": R(0, 0, 40, 20)],
               // RTL: the background's leading (right) edge meets x = 40: x = 40-60 = -20.
               rtl: RTL(["root/background": R(-20, 7, 60, 6)])),
    // text overlay proposed 60x30, takes 20x12.5, centred at ((60-20)/2, (30-12.5)/2) = (20, 8.75).
    LayoutCase("overlay_text_centred", Rectangle().frame(width: 60, height: 30).overlay(T("ab")),
               proposal: P(200, 200), size: S(60, 30),
               frames: ["canvas": R(0, 0, 60, 30), "root": R(0, 0, 60, 30), "root/overlay": R(20, 8.75, 20, 12.5)],
               lines: ["root/overlay": [L(20, 8.75, 20, 12.5, baseline: 18)]]),

    // Accessibility

    // btn at (30,0,20,10), centre (40,5); hit 48x48 about it: (40-24, 5-24) = (16, -19).
    LayoutCase("accessibility_hit_area_grown",
               HStack(spacing: 0) {
                   box(30, 10).id("pad")
                   box(20, 10).accessibility(AccessibilitySpec(role: "button", label: "Close", minimumHitSize: S(48, 48))).id("btn")
               },
               proposal: P(200, 100), size: S(50, 10),
               frames: ["root": R(0, 0, 50, 10), "root/pad": R(0, 0, 30, 10), "root/btn": R(30, 0, 20, 10)],
               hits: ["root/btn": R(16, -19, 48, 48)],
               // RTL: btn at 0, centre (10,5): hit (10-24, -19) = (-14, -19).
               rtl: RTL(["root/btn": R(0, 0, 20, 10)], hits: ["root/btn": R(-14, -19, 48, 48)])),
    // 60x60 already exceeds 48: hit = frame; text at (64, (60-12.5)/2 = 23.75), centre (74, 30): hit 44 -> (52, 8).
    LayoutCase("accessibility_hit_area_never_shrinks",
               HStack(spacing: 4) {
                   box(60, 60).accessibility(AccessibilitySpec(role: "image", label: "Big", minimumHitSize: S(48, 48))).id("big")
                   T("ab").accessibility(AccessibilitySpec(role: "link", label: "ab", minimumHitSize: S(44, 44))).id("t")
               },
               proposal: P(200, 100), size: S(84, 60),
               frames: ["root": R(0, 0, 84, 60), "root/big": R(0, 0, 60, 60), "root/t": R(64, 23.75, 20, 12.5)],
               hits: ["root/big": R(0, 0, 60, 60), "root/t": R(52, 8, 44, 44)]),

    // Effects

    // scale, opacity and clip leave frames alone: 20 + 4 + 20 + 4 + 10 = 58.
    LayoutCase("scale_opacity_clip_keep_layout",
               HStack(spacing: 4) {
                   box(20, 10).scaleEffect(1.5).id("s")
                   box(20, 10).opacity(0.5).id("o")
                   box(10, 10).clipShape(.circle).id("c")
               },
               proposal: P(200, 100), size: S(58, 10),
               frames: ["root": R(0, 0, 58, 10), "root/s": R(0, 0, 20, 10), "root/o": R(24, 0, 20, 10), "root/c": R(48, 0, 10, 10)]),
    // scaling a padded text wraps it in an effect group the padded size (28 x 20.5); text still at (4,4).
    LayoutCase("scale_on_padded_text_keeps_layout", T("ab").padding(4).scaleEffect(0.9),
               proposal: P(200, 200), size: S(28, 20.5),
               frames: ["root/effect": R(0, 0, 28, 20.5), "root": R(4, 4, 20, 12.5)]),

    // A button: icon 16 + 8 + "OK" at 14 (28 x 17.5, baseline 1.75+11.2 = 12.95) = 52 x 17.5, icon.y = 0.75;
    // padded 12/8: 76 x 33.5, content at (12, 8).
    LayoutCase("button_icon_label_padding_capsule",
               HStack(spacing: 8) { Icon("star", size: 16).id("i"); T("OK", 14).id("l") }
                   .padding(EdgeInsets(vertical: 8, horizontal: 12)).background(Capsule()),
               proposal: P(300, 100), size: S(76, 33.5),
               frames: ["canvas": R(0, 0, 76, 33.5), "root/background": R(0, 0, 76, 33.5), "root": R(12, 8, 52, 17.5),
                        "root/i": R(12, 8.75, 16, 16), "root/l": R(36, 8, 28, 17.5)],
               lines: ["root/l": [L(36, 8, 28, 17.5, baseline: 20.95)]],
               // RTL: icon first from the right: 76-12-16 = 48; label at 76-36-28 = 12.
               rtl: RTL(["root/i": R(48, 8.75, 16, 16), "root/l": R(12, 8, 28, 17.5)])),
]
