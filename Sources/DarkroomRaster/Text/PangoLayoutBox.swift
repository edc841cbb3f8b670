import CDarkroom
import DarkroomLayout

/// Owns one PangoLayout (a GObject) and frees it on deinit.
final class PangoLayoutBox {
    let layout: OpaquePointer
    let spec: TextSpec
    let direction: LayoutDirection

    /// Builds the layout for `spec`. Measuring and painting both come through here, so a
    /// painted text always has the line breaks the layout core measured.
    init(context: OpaquePointer, spec: TextSpec, wrapWidth: Double?, direction: LayoutDirection = .leftToRight) {
        layout = pango_layout_new(context)
        self.spec = spec
        self.direction = direction
        pango_layout_set_auto_dir(layout, 0)  // direction comes from the environment, not the text
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)  // lines are placed by the layout core
        pango_layout_set_text(layout, spec.string, -1)

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
        if let lineHeight = spec.font.lineHeight {
            let attrs = pango_attr_list_new()
            pango_attr_list_insert(attrs, pango_attr_line_height_new_absolute(Int32((lineHeight * Double(darkroom_pango_scale())).rounded())))
            pango_layout_set_attributes(layout, attrs)
            pango_attr_list_unref(attrs)
        }
        TextAttributeList.apply(spec, to: layout)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Per-line logical extents and baselines, in layout units.
    func lineMetrics() -> [LineMetrics] {
        let scale = Double(darkroom_pango_scale())
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        var lines: [LineMetrics] = []
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iter)) / scale
            lines.append(LineMetrics(width: Double(logical.width) / scale + trailingKerning(lineAt: lines.count), top: Double(logical.y) / scale,
                                     height: Double(logical.height) / scale, baseline: baseline))
        } while pango_layout_iter_next_line(iter) != 0
        return lines
    }

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

    func line(_ index: Int) -> UnsafeMutablePointer<PangoLayoutLine>? {
        pango_layout_get_line_readonly(layout, Int32(index))
    }
}
