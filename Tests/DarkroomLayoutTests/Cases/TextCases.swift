@testable import DarkroomLayout

// Text: wrap points, text alignment, line limits, mixed-direction strings. Size 10 unless
// noted: glyph 10, line 12.5, line n's baseline at 12.5 n + 9.25. Lines break only at spaces.

private func aligned(_ a: TextAlignment) -> Node {
    T("aa bb ccc").multilineTextAlignment(a).frame(width: 55, alignment: .leading)
}

let textCases: [LayoutCase] = [
    // "aa bb ccc" = 9 glyphs = 90 <= 100: one line.
    LayoutCase("text_wrap_width_100_one_line", T("aa bb ccc"), proposal: P(100, 100), size: S(90, 12.5),
               frames: ["root": R(0, 0, 90, 12.5)], lines: ["root": [L(0, 0, 90, 12.5, baseline: 9.25)]]),
    // "aa bb" = 50 fits exactly in 50; "ccc" = 30 on line 2; width = widest line 50.
    LayoutCase("text_wrap_width_50_exact_fit", T("aa bb ccc"), proposal: P(50, 100), size: S(50, 25),
               frames: ["root": R(0, 0, 50, 25)],
               lines: ["root": [L(0, 0, 50, 12.5, baseline: 9.25), L(0, 12.5, 30, 12.5, baseline: 21.75)]],
               // RTL: leading lines are right-aligned: line 2 at 50-30 = 20.
               rtl: RTL([:], lines: ["root": [L(0, 0, 50, 12.5, baseline: 9.25), L(20, 12.5, 30, 12.5, baseline: 21.75)]])),
    // 49.99: "aa bb" (50) no longer fits, nor "bb ccc" (60): aa / bb / ccc, width 30.
    LayoutCase("text_wrap_width_49_99_three_lines", T("aa bb ccc"), proposal: P(49.99, 100), size: S(30, 37.5),
               frames: ["root": R(0, 0, 30, 37.5)],
               lines: ["root": [L(0, 0, 20, 12.5, baseline: 9.25), L(0, 12.5, 20, 12.5, baseline: 21.75),
                                L(0, 25, 30, 12.5, baseline: 34.25)]]),
    // "a bb ccc" = 80 fits 80, "dddd" = 40.
    LayoutCase("text_wrap_width_80", T("a bb ccc dddd"), proposal: P(80, 100), size: S(80, 25),
               frames: ["root": R(0, 0, 80, 25)],
               lines: ["root": [L(0, 0, 80, 12.5, baseline: 9.25), L(0, 12.5, 40, 12.5, baseline: 21.75)]]),
    // at 70: "a bb" (40; "a bb ccc" = 80 > 70), "ccc" (30; "ccc dddd" = 80 > 70), "dddd" (40): width 40.
    LayoutCase("text_wrap_width_70", T("a bb ccc dddd"), proposal: P(70, 100), size: S(40, 37.5),
               frames: ["root": R(0, 0, 40, 37.5)],
               lines: ["root": [L(0, 0, 40, 12.5, baseline: 9.25), L(0, 12.5, 30, 12.5, baseline: 21.75),
                                L(0, 25, 40, 12.5, baseline: 34.25)]]),
    // no proposal: no wrapping, but "\n" still breaks: 20 and 30 wide.
    LayoutCase("text_unproposed_hard_break", T("ab\ncde"), proposal: .unspecified, size: S(30, 25),
               frames: ["root": R(0, 0, 30, 25)],
               lines: ["root": [L(0, 0, 20, 12.5, baseline: 9.25), L(0, 12.5, 30, 12.5, baseline: 21.75)]]),
    // size 16 with lineHeight 24 at width 50: glyph 16, "ab cd" = 80 > 50 -> two lines of 32;
    // baseline (24-16)/2 + 12.8 = 16.8, then +24.
    LayoutCase("text_wrap_custom_line_height", T("ab cd", 16, lineHeight: 24), proposal: P(50, 100), size: S(32, 48),
               frames: ["root": R(0, 0, 32, 48)],
               lines: ["root": [L(0, 0, 32, 24, baseline: 16.8), L(0, 24, 32, 24, baseline: 40.8)]]),

    // Text alignment: wrapped at 55 into "aa bb" (50) and "ccc" (30); the text is 50 wide at x = 0 in the
    // 55-wide frame; line 2 at 0 (leading), (50-30)/2 = 10 (center), 50-30 = 20 (trailing).
    LayoutCase("text_align_leading_in_wider_frame", aligned(.leading), proposal: P(300, 300), size: S(55, 25),
               frames: ["canvas": R(0, 0, 55, 25), "root": R(0, 0, 50, 25)],
               lines: ["root": [L(0, 0, 50, 12.5, baseline: 9.25), L(0, 12.5, 30, 12.5, baseline: 21.75)]],
               // RTL: text at 55-50 = 5; leading lines hug its right edge: line 2 at 5+50-30 = 25.
               rtl: RTL(["root": R(5, 0, 50, 25)], lines: ["root": [L(5, 0, 50, 12.5, baseline: 9.25),
                                                                         L(25, 12.5, 30, 12.5, baseline: 21.75)]])),
    LayoutCase("text_align_center_in_wider_frame", aligned(.center), proposal: P(300, 300), size: S(55, 25),
               frames: ["canvas": R(0, 0, 55, 25), "root": R(0, 0, 50, 25)],
               lines: ["root": [L(0, 0, 50, 12.5, baseline: 9.25), L(10, 12.5, 30, 12.5, baseline: 21.75)]]),
    LayoutCase("text_align_trailing_in_wider_frame", aligned(.trailing), proposal: P(300, 300), size: S(55, 25),
               frames: ["canvas": R(0, 0, 55, 25), "root": R(0, 0, 50, 25)],
               lines: ["root": [L(0, 0, 50, 12.5, baseline: 9.25), L(20, 12.5, 30, 12.5, baseline: 21.75)]],
               // RTL: trailing is the left edge: text at 5, line 2 starts at 5 too.
               rtl: RTL(["root": R(5, 0, 50, 25)], lines: ["root": [L(5, 0, 50, 12.5, baseline: 9.25),
                                                                         L(5, 12.5, 30, 12.5, baseline: 21.75)]])),

    // Line limits

    // width 20: aa / bb / cc / dd, limited to the first 2 lines: 20x25.
    LayoutCase("text_lineLimit_2", T("aa bb cc dd").lineLimit(2), proposal: P(20, 100), size: S(20, 25),
               frames: ["root": R(0, 0, 20, 25)],
               lines: ["root": [L(0, 0, 20, 12.5, baseline: 9.25), L(0, 12.5, 20, 12.5, baseline: 21.75)]]),
    // box (rigid) first gets 40/2 -> 10; text offered 30 wraps to "aa" (+ more), limited to 1 line: 20x12.5.
    LayoutCase("text_lineLimit_1_in_hstack",
               HStack(spacing: 0) { T("aa bb cc").lineLimit(1).id("t"); box(10, 10).id("b") },
               proposal: P(40, 100), size: S(30, 12.5),
               frames: ["root": R(0, 0, 30, 12.5), "root/t": R(0, 0, 20, 12.5), "root/b": R(20, 1.25, 10, 10)],
               lines: ["root/t": [L(0, 0, 20, 12.5, baseline: 9.25)]]),

    // Mixed direction (geometry only: the fixed measurer counts characters)

    // "abc שלום" = 3+1+4 = 8 glyphs = 80 fits; "def" = 30 on line 2.
    LayoutCase("text_mixed_direction_wrap", T("abc שלום def"), proposal: P(80, 100), size: S(80, 25),
               frames: ["root": R(0, 0, 80, 25)],
               lines: ["root": [L(0, 0, 80, 12.5, baseline: 9.25), L(0, 12.5, 30, 12.5, baseline: 21.75)]],
               // RTL: the short last line hugs the right edge: 80-30 = 50.
               rtl: RTL([:], lines: ["root": [L(0, 0, 80, 12.5, baseline: 9.25), L(50, 12.5, 30, 12.5, baseline: 21.75)]])),
    // Arabic (5 letters = 50) then Latin (20), spacing 6: 76 wide.
    LayoutCase("text_arabic_and_latin_in_hstack",
               HStack(spacing: 6) { T("مرحبا").id("ar"); T("hi").id("en") },
               proposal: P(200, 100), size: S(76, 12.5),
               frames: ["root": R(0, 0, 76, 12.5), "root/ar": R(0, 0, 50, 12.5), "root/en": R(56, 0, 20, 12.5)],
               // RTL: the first child (Arabic) is on the right: 76-50 = 26; "hi" at 0.
               rtl: RTL(["root/ar": R(26, 0, 50, 12.5), "root/en": R(0, 0, 20, 12.5)])),
]

/// Every layout case; each runs in both directions.
let allLayoutCases: [LayoutCase] = stackCases + zstackCases + fixedFrameCases + modifierCases + textCases + drawingCases
