import CDarkroom
import DarkroomLayout

/// Owns one PangoLayout (a GObject) and frees it on deinit.
final class PangoLayoutBox {
    let layout: OpaquePointer
    let spec: TextSpec
    let direction: LayoutDirection
    /// UTF-8 bytes of the string, for mapping Pango's byte indices.
    private let utf8: [UInt8]
    /// Whether `TextEngine.checkFaces` found every face of this layout the one asked for: a
    /// measured layout is painted again in every snapshot that shows its text.
    var facesChecked = false

    /// Builds the layout for `spec`. Measuring and painting both come through here, so a
    /// painted text always has the line breaks the layout core measured.
    init(context: OpaquePointer, spec: TextSpec, wrapWidth: Double?, direction: LayoutDirection = .leftToRight) {
        utf8 = Array(spec.string.utf8)
        layout = pango_layout_new(context)
        self.spec = spec
        self.direction = direction
        pango_layout_set_auto_dir(layout, 0)  // direction comes from the environment, not the text
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)  // lines are placed by the layout core
        pango_layout_set_text(layout, spec.string, Int32(utf8.count))

        let desc = pango_font_description_new()
        pango_font_description_set_family(desc, spec.font.family)
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(spec.font.weight)))
        pango_font_description_set_absolute_size(desc, spec.font.size * Double(darkroom_pango_scale()))
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)

        if let wrapWidth {
            pango_layout_set_width(layout, Int32((wrapWidth * Double(darkroom_pango_scale())).rounded(.down)))
            // Break at UAX #14 opportunities; a word longer than the line breaks between graphemes.
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if let limit = spec.lineLimit {
            pango_layout_set_height(layout, -Int32(max(limit, 1)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        let attrs = pango_attr_list_new()
        // A word broken because it is longer than the line gets no hyphen that is not in the
        // text: SwiftUI, UIKit and browsers break such words without adding one. (Pango's
        // inserted hyphen also made the break one character earlier.)
        pango_attr_list_insert(attrs, pango_attr_insert_hyphens_new(0))
        if let lineHeight = spec.font.lineHeight {
            pango_attr_list_insert(attrs, pango_attr_line_height_new_absolute(Int32((lineHeight * Double(darkroom_pango_scale())).rounded())))
        }
        // Each character comes from the first family that has it, spaces included, as in
        // browsers and CoreText: without this, Pango keeps the font of the surrounding run for a
        // space (Noto Sans Arabic's 0.26 em space inside Arabic text instead of Roboto's). Only
        // spaces next to non-Latin letters are marked, since an attribute boundary also ends a
        // shaping run and would cost Latin text its kerning around spaces.
        for range in Self.spacesBesideNonLatin(spec.string) {
            let attr = pango_attr_fallback_new(0)!
            attr.pointee.start_index = UInt32(range.lowerBound)
            attr.pointee.end_index = UInt32(range.upperBound)
            pango_attr_list_insert(attrs, attr)
        }
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
        // SwiftUI's Text attributes (spans, italic, spacing, decorations) go on top of these.
        TextAttributeList.apply(spec, to: layout)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Byte ranges of runs of U+0020 spaces with a letter beyond Latin (Arabic, Hebrew...)
    /// immediately before or after.
    static func spacesBesideNonLatin(_ string: String) -> [Range<Int>] {
        func isNonLatin(_ scalar: Unicode.Scalar?) -> Bool {
            guard let v = scalar?.value else { return false }
            return v > 0x024F && !(0x2000...0x206F).contains(v)
        }
        var ranges: [Range<Int>] = []
        var byte = 0
        var previous: Unicode.Scalar?
        var runStart: Int?
        var beforeRun: Unicode.Scalar?
        for scalar in string.unicodeScalars {
            if scalar == " " {
                if runStart == nil { runStart = byte; beforeRun = previous }
            } else if let start = runStart {
                if isNonLatin(beforeRun) || isNonLatin(scalar) { ranges.append(start..<byte) }
                runStart = nil
            }
            previous = scalar
            byte += scalar.utf8.count
        }
        if let start = runStart, isNonLatin(beforeRun) { ranges.append(start..<byte) }
        return ranges
    }

    /// Per-line content extents, baselines and text ranges, in layout units.
    ///
    /// White space at the end of a line hangs: it is not part of the line's width, so a line
    /// ending in spaces is never wider than the proposal (as in SwiftUI and CSS). With a fixed
    /// line height every line is exactly that tall and its baseline sits where a line of the
    /// requested family alone puts it, even when glyphs of a fallback font (Noto Sans Arabic
    /// or Hebrew, with other ascent and descent) share the line.
    func lineMetrics(fixedLineBaseline: Double? = nil) -> [LineMetrics] {
        let scale = Double(darkroom_pango_scale())
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        let characters = CharacterOffsets(spec.string)
        var lines: [LineMetrics] = []
        var index = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let line = pango_layout_iter_get_line_readonly(iter)!
            let (hanging, _) = hangingWhitespace(line)
            let width = Double(logical.width) / scale - hanging + trailingKerning(lineAt: index)
            let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
            let range = TextRange(start: characters.offset(ofByte: start),
                                  length: characters.offset(ofByte: end) - characters.offset(ofByte: start))
            if let fixed = spec.font.lineHeight, let fixedLineBaseline {
                // A fixed line height is the distance between lines, plus lineSpacing between them.
                let top = Double(index) * (fixed + spec.lineSpacing)
                lines.append(LineMetrics(width: width, top: top, height: fixed, baseline: top + fixedLineBaseline, range: range))
            } else {
                let baseline = Double(pango_layout_iter_get_baseline(iter)) / scale
                lines.append(LineMetrics(width: width, top: Double(logical.y) / scale, height: Double(logical.height) / scale,
                                         baseline: baseline, range: range))
            }
            index += 1
        } while pango_layout_iter_next_line(iter) != 0
        return lines
    }

    /// The distance from a line's top to its baseline for a line of the requested family
    /// alone (a single space, which every face has), under the fixed line height.
    func singleFaceBaseline() -> Double {
        guard let iter = pango_layout_get_iter(layout) else { return 0 }
        defer { pango_layout_iter_free(iter) }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iter, nil, &logical)
        return Double(pango_layout_iter_get_baseline(iter) - logical.y) / Double(darkroom_pango_scale())
    }

    /// Unknown glyphs (characters no bundled face has), which Pango would draw as hex boxes.
    var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

    var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    /// The x of the line's own logical rectangle (where the pen starts relative to it).
    func lineLogicalX(_ index: Int) -> Double {
        guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return 0 }
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        // Kerning's space after the last character sits at the line's trailing edge: on the
        // left of a right-to-left line, so the glyphs start that much further right.
        let trailing = direction == .rightToLeft ? trailingKerning(lineAt: index) : 0
        return Double(logical.x) / Double(darkroom_pango_scale()) - trailing
    }

    /// The width of hanging white space drawn on the left of the line's content (the visual
    /// end of a right-to-left line), which the pen must start before; 0 otherwise.
    func hangingWhitespaceOnLeft(_ index: Int) -> Double {
        guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return 0 }
        let (width, onLeft) = hangingWhitespace(line)
        return onLeft ? width : 0
    }

    func line(_ index: Int) -> UnsafeMutablePointer<PangoLayoutLine>? {
        pango_layout_get_line_readonly(layout, Int32(index))
    }

    /// The width of the white space that ends `line` (spaces, tabs, a line separator) and
    /// whether it is drawn on the left of the content (the visual end of a right-to-left line).
    private func hangingWhitespace(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> (width: Double, onLeft: Bool) {
        let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
        var contentEnd = end
        while contentEnd > start, [0x20, 0x09, 0x0A, 0x0D].contains(utf8[contentEnd - 1]) { contentEnd -= 1 }
        guard contentEnd < end else { return (0, false) }
        let space = xRanges(line, contentEnd, end), content = xRanges(line, start, contentEnd)
        let width = space.reduce(0) { $0 + ($1.upperBound - $1.lowerBound) }
        let onLeft = !content.isEmpty && !space.isEmpty && space.map(\.lowerBound).min()! < content.map(\.lowerBound).min()!
        return (width / Double(darkroom_pango_scale()), onLeft)
    }

    private func xRanges(_ line: UnsafeMutablePointer<PangoLayoutLine>, _ from: Int, _ to: Int) -> [Range<Double>] {
        guard from < to else { return [] }
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(line, Int32(from), Int32(to), &ranges, &count)
        defer { g_free(ranges) }
        guard let ranges else { return [] }
        return (0..<Int(count)).map { Double(ranges[2 * $0])..<Double(max(ranges[2 * $0], ranges[2 * $0 + 1])) }
    }
}

/// Maps UTF-8 byte offsets (Pango's indices) to Character offsets (Swift's, and the Scene's).
struct CharacterOffsets {
    private let byteStarts: [Int]

    init(_ string: String) {
        var starts: [Int] = []
        var byte = 0
        for character in string {
            starts.append(byte)
            byte += character.utf8.count
        }
        starts.append(byte)
        byteStarts = starts
    }

    /// The number of Characters that start before `byte`.
    func offset(ofByte byte: Int) -> Int {
        var low = 0, high = byteStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if byteStarts[mid] <= byte { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
