import CDarkroom
import DarkroomLayout

/// SwiftUI's `Text` attributes as Pango attributes, added to a layout's own list (the line
/// height set by `PangoLayoutBox` stays). Measuring and painting both build layouts through
/// `TextEngine.makeLayout`, so both see the same attributes.
///
/// - Runs (`Text + Text`): each span gets its own font description and, when the text has
///   several spans, its own foreground colour and alpha (a single run keeps the painter's
///   source colour, as before).
/// - `italic`: Pango's italic style, resolved to a bundled italic face (never synthesised:
///   `TextEngine.checkFaces` fails when no such face exists).
/// - `kerning` and `tracking` (points) both become Pango's letter spacing, which puts the
///   extra space between grapheme clusters, none before the first or after the last on a
///   line, and turns off the font's optional ligatures. That is tracking exactly (Apple:
///   "treats tracking as trailing whitespace", "disables nonessential ligatures"). Kerning
///   differs in two ways: its space after the last character counts in the line's width
///   (Apple: "the kerning affects the trailing edge of the text view"), which
///   `PangoLayoutBox.lineMetrics` adds; and it keeps ligatures, which Pango's letter spacing
///   cannot (its own `liga 0` wins over a font-features attribute), so kerned text in which
///   the font would form a ligature is an error (`TextEngine.checkKerning`), not a quietly
///   different spelling.
/// - `underline` / `strikethrough`: single solid lines from the font's own position and
///   thickness, in the given colour or the text's.
/// - `lineSpacing`: Pango's inter-line spacing (between lines, not after the last).
/// - `truncationMode`: Pango's start / middle / end ellipsis, with `lineLimit`.
enum TextAttributeList {
    static func apply(_ spec: TextSpec, to layout: OpaquePointer) {
        if needsAttributes(spec) {
            let attrs = pango_layout_get_attributes(layout).map { pango_attr_list_copy($0)! } ?? pango_attr_list_new()!
            defer { pango_attr_list_unref(attrs) }
            var start = 0
            for run in spec.runs {
                let end = start + run.string.utf8.count
                insertRun(run.attributes, into: attrs, from: start, to: end, ownFont: !spec.spans.isEmpty, colour: !spec.spans.isEmpty)
                start = end
            }
            pango_layout_set_attributes(layout, attrs)
        }
        if spec.lineSpacing != 0 {
            pango_layout_set_spacing(layout, Int32((spec.lineSpacing * Double(darkroom_pango_scale())).rounded()))
        }
        if spec.lineLimit != nil {
            switch spec.truncationMode {
            case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        }
    }

    /// Whether the text needs attributes beyond the layout's font (a plain text, as every text
    /// before these attributes existed, gets none: its layouts stay exactly as they were).
    private static func needsAttributes(_ spec: TextSpec) -> Bool {
        !spec.spans.isEmpty || spec.font.italic || spec.kerning != 0 || spec.tracking != 0
            || spec.underline != nil || spec.strikethrough != nil
    }

    private static func insertRun(_ a: TextAttributes, into attrs: OpaquePointer, from start: Int, to end: Int,
                                  ownFont: Bool, colour: Bool) {
        guard end > start else { return }
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(start)
            attribute.pointee.end_index = UInt32(end)
            pango_attr_list_insert(attrs, attribute)
        }
        if ownFont {
            let desc = pango_font_description_new()
            pango_font_description_set_family(desc, a.font.family)
            pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(a.font.weight)))
            pango_font_description_set_absolute_size(desc, a.font.size * Double(darkroom_pango_scale()))
            pango_font_description_set_style(desc, a.font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
            insert(pango_attr_font_desc_new(desc))
            pango_font_description_free(desc)
        } else if a.font.italic {
            insert(pango_attr_style_new(PANGO_STYLE_ITALIC))
        }
        if colour {
            insert(pango_attr_foreground_new(wide(a.color.red), wide(a.color.green), wide(a.color.blue)))
            insert(pango_attr_foreground_alpha_new(wide(a.color.alpha)))
        }
        let spacing = a.kerning + a.tracking
        if spacing != 0 {
            insert(pango_attr_letter_spacing_new(Int32((spacing * Double(darkroom_pango_scale())).rounded())))
        }
        if let u = a.underline {
            insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
            if let c = u.color { insert(pango_attr_underline_color_new(wide(c.red), wide(c.green), wide(c.blue))) }
        }
        if let s = a.strikethrough {
            insert(pango_attr_strikethrough_new(1))
            if let c = s.color { insert(pango_attr_strikethrough_color_new(wide(c.red), wide(c.green), wide(c.blue))) }
        }
    }

    /// An 8-bit channel as Pango's 16-bit one; Cairo divides by 65535, giving c / 255 exactly.
    private static func wide(_ c: UInt8) -> UInt16 { UInt16(c) * 257 }
}

extension PangoLayoutBox {
    /// The kerning after the last character of line `index` (0 when it has none): SwiftUI's
    /// kerning widens the line by it, Pango's letter spacing does not.
    func trailingKerning(lineAt index: Int) -> Double {
        guard spec.runs.contains(where: { $0.attributes.kerning != 0 }),
              let line = pango_layout_get_line_readonly(layout, Int32(index)), line.pointee.length > 0 else { return 0 }
        let lastByte = Int(line.pointee.start_index + line.pointee.length) - 1
        var start = 0
        for run in spec.runs {
            let end = start + run.string.utf8.count
            if lastByte >= start && lastByte < end { return run.attributes.kerning }
            start = end
        }
        return 0
    }
}

extension TextSpec {
    /// Whether everything this text paints beyond its layout is the painter's source colour:
    /// one run (several runs carry their colours as attributes) and no underline or
    /// strikethrough (attributes with their colours). Such texts share layouts across colours.
    var paintsOutsideLayout: Bool { spans.isEmpty && underline == nil && strikethrough == nil }

    /// The spec with colours and decorations cleared: what the measure cache keys on, so
    /// the same label in another brand or theme is measured once.
    var layoutOnly: TextSpec {
        func plain(_ a: TextAttributes) -> TextAttributes {
            var a = a
            a.color = .clear; a.underline = nil; a.strikethrough = nil
            return a
        }
        var spec = spans.isEmpty ? self : TextSpec(spans: spans.map { TextSpan($0.string, plain($0.attributes)) },
                                                  alignment: alignment, lineLimit: lineLimit)
        spec.color = .clear; spec.underline = nil; spec.strikethrough = nil
        spec.truncationMode = truncationMode; spec.lineSpacing = lineSpacing
        spec.kerning = kerning; spec.tracking = tracking
        return spec
    }
}
