@testable import DarkroomLayout

// Stacks: alignment, spacing, nesting, empty children. Fixed-metrics text at size 10:
// glyph 10 wide, line 12.5 tall, baseline 9.25 below the line top.

/// Two fixed boxes in an HStack with spacing 0, for the alignment cases.
private func hstackPair(_ alignment: VerticalAlignment) -> Node {
    HStack(alignment: alignment, spacing: 0) { box(20, 10).id("a"); box(30, 40).id("b") }.node
}

private func vstackPair(_ alignment: HorizontalAlignment) -> Node {
    VStack(alignment: alignment, spacing: 0) { box(20, 10).id("a"); box(40, 10).id("b") }.node
}

private func zstackPair(_ alignment: Alignment) -> Node {
    ZStack(alignment: alignment) { box(60, 40).id("big"); box(20, 10).id("small") }.node
}

/// A VStack whose middle row exists only when `show` is true.
private func optionalRow(_ show: Bool) -> Node {
    VStack(spacing: 5) {
        EmptyView()
        if show { box(30, 30).id("maybe") }
        box(10, 10).id("a")
        EmptyView()
    }.node
}

let stackCases: [LayoutCase] = [
    // width 20+30 = 50, height max(10,40) = 40; top: a.y = 0; b at x = 20.
    LayoutCase("hstack_align_top", hstackPair(.top), proposal: P(200, 100), size: S(50, 40),
               frames: ["root": R(0, 0, 50, 40), "root/a": R(0, 0, 20, 10), "root/b": R(20, 0, 30, 40)],
               // RTL: first child on the right: a.x = 50-20 = 30, b.x = 0.
               rtl: RTL(["root/a": R(30, 0, 20, 10), "root/b": R(0, 0, 30, 40)])),
    // center: a.y = (40-10)/2 = 15.
    LayoutCase("hstack_align_center", hstackPair(.center), proposal: P(200, 100), size: S(50, 40),
               frames: ["root": R(0, 0, 50, 40), "root/a": R(0, 15, 20, 10), "root/b": R(20, 0, 30, 40)]),
    // bottom: a.y = 40-10 = 30.
    LayoutCase("hstack_align_bottom", hstackPair(.bottom), proposal: P(200, 100), size: S(50, 40),
               frames: ["root": R(0, 0, 50, 40), "root/a": R(0, 30, 20, 10), "root/b": R(20, 0, 30, 40)]),
    // baselines s 9.25, l (size 20) 2.5+16 = 18.5, box none -> its bottom 10; line up at 18.5:
    // s.y = 9.25, l.y = 0, box.y = 8.5; height max(9.25+12.5, 25, 18.5) = 25; x 0, 20+5, 25+40+5.
    LayoutCase("hstack_align_firstTextBaseline_sizes_and_shape",
               HStack(alignment: .firstTextBaseline, spacing: 5) { T("ab").id("s"); T("cd", 20).id("l"); box(10, 10).id("r") },
               proposal: P(300, 100), size: S(80, 25),
               frames: ["root": R(0, 0, 80, 25), "root/s": R(0, 9.25, 20, 12.5), "root/l": R(25, 0, 40, 25),
                        "root/r": R(70, 8.5, 10, 10)],
               lines: ["root/s": [L(0, 9.25, 20, 12.5, baseline: 18.5)], "root/l": [L(25, 0, 40, 25, baseline: 18.5)]],
               // RTL: s.x = 80-20 = 60, l.x = 80-25-40 = 15, r.x = 0.
               rtl: RTL(["root/s": R(60, 9.25, 20, 12.5), "root/l": R(15, 0, 40, 25), "root/r": R(0, 8.5, 10, 10)])),
    // VStack's baseline is its first text's (18.5); s has lineHeight 20: baseline 5+8 = 13, so s.y = 5.5;
    // v = 60 x (25+12.5), t2.x = (60-10)/2 = 25; height max(37.5, 5.5+20) = 37.5; width 60+10 = 70.
    LayoutCase("hstack_baseline_nested_vstack_and_line_height",
               HStack(alignment: .firstTextBaseline, spacing: 0) {
                   VStack(spacing: 0) { T("big", 20).id("t1"); T("x").id("t2") }.id("v")
                   T("s", 10, lineHeight: 20).id("s")
               },
               proposal: P(300, 300), size: S(70, 37.5),
               frames: ["root": R(0, 0, 70, 37.5), "root/v": R(0, 0, 60, 37.5), "root/v/t1": R(0, 0, 60, 25),
                        "root/v/t2": R(25, 25, 10, 12.5), "root/s": R(60, 5.5, 10, 20)],
               lines: ["root/v/t1": [L(0, 0, 60, 25, baseline: 18.5)], "root/s": [L(60, 5.5, 10, 20, baseline: 18.5)]]),

    // width max(20,40) = 40, height 20; leading: a.x = 0.
    LayoutCase("vstack_align_leading", vstackPair(.leading), proposal: P(200, 100), size: S(40, 20),
               frames: ["root": R(0, 0, 40, 20), "root/a": R(0, 0, 20, 10), "root/b": R(0, 10, 40, 10)],
               // RTL: leading is the right edge: a.x = 40-20 = 20.
               rtl: RTL(["root/a": R(20, 0, 20, 10)])),
    // center: a.x = (40-20)/2 = 10.
    LayoutCase("vstack_align_center", vstackPair(.center), proposal: P(200, 100), size: S(40, 20),
               frames: ["root": R(0, 0, 40, 20), "root/a": R(10, 0, 20, 10), "root/b": R(0, 10, 40, 10)]),
    // trailing: a.x = 40-20 = 20.
    LayoutCase("vstack_align_trailing", vstackPair(.trailing), proposal: P(200, 100), size: S(40, 20),
               frames: ["root": R(0, 0, 40, 20), "root/a": R(20, 0, 20, 10), "root/b": R(0, 10, 40, 10)],
               // RTL: trailing is the left edge: a.x = 0.
               rtl: RTL(["root/a": R(0, 0, 20, 10)])),

    // widths 30, 10, 10 + 2 x 8 spacing = 66; height 12.5; box.y = (12.5-10)/2 = 1.25; x 0, 38, 56.
    LayoutCase("hstack_spacing_text_and_shapes",
               HStack(spacing: 8) { T("abc").id("t0"); box(10, 10).id("b"); T("d").id("t2") },
               proposal: P(300, 100), size: S(66, 12.5),
               frames: ["root": R(0, 0, 66, 12.5), "root/t0": R(0, 0, 30, 12.5), "root/b": R(38, 1.25, 10, 10),
                        "root/t2": R(56, 0, 10, 12.5)]),
    // width 40; heights 12.5+6+20+6+12.5 = 57; circle.x = (40-20)/2 = 10 at y 18.5; t2.x = 10 at y 44.5.
    LayoutCase("vstack_spacing_text_and_shapes",
               VStack(spacing: 6) { T("abcd").id("t0"); Circle().frame(width: 20, height: 20).id("c"); T("ab").id("t2") },
               proposal: P(300, 300), size: S(40, 57),
               frames: ["root": R(0, 0, 40, 57), "root/t0": R(0, 0, 40, 12.5), "root/c": R(10, 18.5, 20, 20),
                        "root/t2": R(10, 44.5, 20, 12.5)],
               lines: ["root/t2": [L(10, 44.5, 20, 12.5, baseline: 53.75)]]),
    // spacing 0: 30 x (12.5+12.5); the second text centred: x = (30-10)/2 = 10. Unnamed ids are index.kind.
    LayoutCase("vstack_spacing_zero_unnamed_ids",
               VStack(spacing: 0) { T("abc"); T("d") }, proposal: P(100, 100), size: S(30, 25),
               frames: ["root": R(0, 0, 30, 25), "root/0.text": R(0, 0, 30, 12.5), "root/1.text": R(10, 12.5, 10, 12.5)]),
    // No main proposal: each child its ideal size: text unwrapped 50, Rectangle 10x10; height 12.5.
    // Placing, the children are proposed the stack's height (OpenSwiftUI StackLayout
    // .proposalWhenPlacing: the minor proposal becomes the stack's size), so the Rectangle
    // is re-laid 10 x 12.5.
    LayoutCase("hstack_nil_proposal_ideal_sizes",
               HStack { T("aa bb").id("t"); Rectangle().id("r") }, proposal: .unspecified, size: S(60, 12.5),
               frames: ["root": R(0, 0, 60, 12.5), "root/t": R(0, 0, 50, 12.5), "root/r": R(50, 0, 10, 12.5)]),

    // col = VStack(b 6x6, z 20x8, spacing 1) = 20x15, b.x = 7; z: d bottomTrailing at (16, 4) in z;
    // row = HStack(a 10x10, col, spacing 2) = 32x15, a.y = 2.5, col.x = 12; outer VStack(row, e 50x5, 4) = 50x24.
    LayoutCase("nesting_four_levels",
               VStack(alignment: .leading, spacing: 4) {
                   HStack(spacing: 2) {
                       box(10, 10).id("a")
                       VStack(spacing: 1) {
                           box(6, 6).id("b")
                           ZStack(alignment: .bottomTrailing) { box(20, 8).id("c"); box(4, 4).id("d") }.id("z")
                       }.id("col")
                   }.id("row")
                   box(50, 5).id("e")
               },
               proposal: P(200, 200), size: S(50, 24),
               frames: ["root": R(0, 0, 50, 24), "root/row": R(0, 0, 32, 15), "root/row/a": R(0, 2.5, 10, 10),
                        "root/row/col": R(12, 0, 20, 15), "root/row/col/b": R(19, 0, 6, 6),
                        "root/row/col/z": R(12, 7, 20, 8), "root/row/col/z/c": R(12, 7, 20, 8),
                        "root/row/col/z/d": R(28, 11, 4, 4), "root/e": R(0, 19, 50, 5)],
               // RTL: row hugs the right edge (50-32 = 18); a at 50-10 = 40, d at 50-28-4 = 18.
               rtl: RTL(["root/row": R(18, 0, 32, 15), "root/row/a": R(40, 2.5, 10, 10), "root/row/col/z/d": R(18, 11, 4, 4)])),

    // ZStack on first baselines, like HStack: the box (no text) aligns its bottom (30), the text its 9.25:
    // line at 30, t.y = 30-9.25 = 20.75; height = union = max(30, 20.75+12.5) = 33.25; width 30, leading.
    LayoutCase("zstack_firstTextBaseline_text_and_box",
               ZStack(alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline)) { box(30, 30).id("b"); T("ab").id("t") },
               proposal: P(200, 200), size: S(30, 33.25),
               frames: ["root": R(0, 0, 30, 33.25), "root/b": R(0, 0, 30, 30), "root/t": R(0, 20.75, 20, 12.5)],
               lines: ["root/t": [L(0, 20.75, 20, 12.5, baseline: 30)]],
               // RTL: leading is the right edge: t.x = 30-20 = 10.
               rtl: RTL(["root/t": R(10, 20.75, 20, 12.5)])),
    // 3-line s (10x37.5, baseline 9.25) under l (size 20: 60x25, baseline 18.5): s.y = 18.5-9.25 = 9.25,
    // so the union is 9.25+37.5 = 46.75 tall; trailing: s.x = 60-10 = 50.
    LayoutCase("zstack_firstTextBaseline_union_height",
               ZStack(alignment: Alignment(horizontal: .trailing, vertical: .firstTextBaseline)) { T("a\nb\nc").id("s"); T("big", 20).id("l") },
               proposal: P(200, 200), size: S(60, 46.75),
               frames: ["root": R(0, 0, 60, 46.75), "root/s": R(50, 9.25, 10, 37.5), "root/l": R(0, 0, 60, 25)],
               lines: ["root/s": [L(50, 9.25, 10, 12.5, baseline: 18.5), L(50, 21.75, 10, 12.5, baseline: 31),
                                  L(50, 34.25, 10, 12.5, baseline: 43.5)]]),

    // EmptyView takes no room and no spacing: 10 + 10 + one gap of 10 = 30; the unnamed box keeps index 2.
    LayoutCase("empty_view_skipped_no_spacing",
               HStack(spacing: 10) { box(10, 10).id("a"); EmptyView(); box(10, 10) },
               proposal: P(200, 100), size: S(30, 10),
               frames: ["root": R(0, 0, 30, 10), "root/a": R(0, 0, 10, 10), "root/2.shape": R(20, 0, 10, 10)]),
    // Modifiers on nothing are nothing: a padded, framed EmptyView takes no room and no spacing.
    LayoutCase("modified_empty_view_skipped",
               HStack(spacing: 10) { box(10, 10).id("a"); EmptyView().padding(8).frame(width: 40); box(10, 10).id("b") },
               proposal: P(200, 100), size: S(30, 10),
               frames: ["root": R(0, 0, 30, 10), "root/a": R(0, 0, 10, 10), "root/b": R(20, 0, 10, 10)],
               rtl: RTL(["root/a": R(20, 0, 10, 10), "root/b": R(0, 0, 10, 10)])),
    // Only `a` remains (leading/trailing EmptyView, absent `if`): 10x10, no spacing around it.
    LayoutCase("empty_views_and_false_if_in_vstack", optionalRow(false), proposal: P(200, 200), size: S(10, 10),
               frames: ["root": R(0, 0, 10, 10), "root/a": R(0, 0, 10, 10)]),
    // Control: with the row present, 30 + 5 + 10 = 45 tall, a.x = (30-10)/2 = 10.
    LayoutCase("empty_views_and_true_if_in_vstack", optionalRow(true), proposal: P(200, 200), size: S(30, 45),
               frames: ["root": R(0, 0, 30, 45), "root/maybe": R(0, 0, 30, 30), "root/a": R(10, 35, 10, 10)]),
]

private let zstackTable: [(String, Alignment, Double, Double)] = [
    // (name, alignment, small.x, small.y) in a 60x40 ZStack: x in {0, (60-20)/2 = 20, 60-20 = 40},
    // y in {0, (40-10)/2 = 15, 40-10 = 30}.
    ("topLeading", .topLeading, 0, 0), ("top", .top, 20, 0), ("topTrailing", .topTrailing, 40, 0),
    ("leading", .leading, 0, 15), ("center", .center, 20, 15), ("trailing", .trailing, 40, 15),
    ("bottomLeading", .bottomLeading, 0, 30), ("bottom", .bottom, 20, 30), ("bottomTrailing", .bottomTrailing, 40, 30),
]

let zstackCases: [LayoutCase] = zstackTable.map { name, alignment, x, y in
    LayoutCase("zstack_align_\(name)", zstackPair(alignment), proposal: P(200, 200), size: S(60, 40),
               frames: ["root": R(0, 0, 60, 40), "root/big": R(0, 0, 60, 40), "root/small": R(x, y, 20, 10)],
               // RTL: leading means the right edge, so a leading small box sits at 60-20 = 40.
               rtl: alignment.horizontal == .leading ? RTL(["root/small": R(40, y, 20, 10)]) : nil)
}
