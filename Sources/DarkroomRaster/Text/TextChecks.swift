import CDarkroom
import DarkroomLayout

/// What Pango cannot draw as SwiftUI does is an error before anything is drawn.
extension TextEngine {
    /// Throws when a decoration colour cannot be drawn exactly: Pango's underline and
    /// strikethrough colours have no alpha of their own (they are drawn opaque, or with the
    /// run's foreground alpha when a concatenated text gives each run its colour).
    func checkDecorationColours(_ spec: TextSpec) throws {
        for run in spec.runs {
            for (name, decoration) in [("underline", run.attributes.underline), ("strikethrough", run.attributes.strikethrough)] {
                guard let colour = decoration?.color else { continue }
                if colour.alpha != 255 || (!spec.spans.isEmpty && run.attributes.color.alpha != 255) {
                    throw RenderError.fonts("""
                        the \(name) colour \(colour.hex) of "\(run.string)" cannot be drawn exactly: Pango draws decoration                         colours opaque (and, in a concatenated text, with the text's opacity); use an opaque colour on opaque text,                         or no colour (the line then takes the text's colour and opacity)
                        """)
                }
            }
        }
    }

    /// Throws when a kerned run would contain a ligature: SwiftUI's kerning keeps "fi" as one
    /// glyph and spaces the rest, Pango's letter spacing breaks it apart, so the text cannot
    /// be drawn as iOS draws it. Tracking breaks ligatures on iOS too and is not checked.
    func checkKerning(_ spec: TextSpec, direction: LayoutDirection) throws {
        for run in spec.runs where run.attributes.kerning != 0 && run.attributes.tracking == 0 {
            let plain = TextSpec(run.string, font: run.attributes.font)
            let box = makeLayout(plain, wrapWidth: nil, direction: direction)
            if let ligature = Self.firstLigature(in: box, text: run.string) {
                throw RenderError.fonts("""
                    kerning on "\(run.string)" cannot be drawn as SwiftUI draws it: \(run.attributes.font.family) forms the \
                    ligature "\(ligature)", which kerning keeps and Pango's letter spacing breaks apart; use tracking \
                    (which breaks ligatures on iOS too) or drop the kerning
                    """)
            }
        }
    }

    /// The text of the first glyph cluster that spans more than one grapheme, if any.
    private static func firstLigature(in box: PangoLayoutBox, text: String) -> String? {
        var count: Int32 = 0
        guard let attrs = pango_layout_get_log_attrs_readonly(box.layout, &count) else { return nil }
        let bytes = Array(text.utf8)
        // Byte offset -> character index, for the cursor-position attributes.
        var charIndex = [Int](repeating: 0, count: bytes.count + 1)
        var c = 0
        for i in 0..<bytes.count {
            charIndex[i] = c
            if bytes[i] & 0xC0 != 0x80 { c += 1 }
        }
        charIndex[bytes.count] = c
        for line in 0..<box.lineCount {
            var node = box.line(line)?.pointee.runs
            while let current = node {
                defer { node = current.pointee.next }
                guard let item = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) else { continue }
                let glyphs = item.pointee.glyphs.pointee
                let base = Int(item.pointee.item.pointee.offset), length = Int(item.pointee.item.pointee.length)
                // Cluster starts (log_clusters are byte offsets into the item), sorted.
                var starts = Set<Int>()
                for g in 0..<Int(glyphs.num_glyphs) { starts.insert(base + Int(glyphs.log_clusters[g])) }
                let sorted = starts.sorted() + [base + length]
                for k in 0..<(sorted.count - 1) {
                    let from = charIndex[min(sorted[k], bytes.count)], to = charIndex[min(sorted[k + 1], bytes.count)]
                    let graphemes = (from..<to).filter { $0 < Int(count) && attrs[$0].is_cursor_position != 0 }.count
                    if graphemes > 1 {
                        return String(decoding: bytes[sorted[k]..<min(sorted[k + 1], bytes.count)], as: UTF8.self)
                    }
                }
            }
        }
        return nil
    }
}
