import CDarkroom
import DarkroomLayout
import Foundation
@testable import DarkroomRaster

/// Read-only views into a Pango layout the engine built, for asserting what Pango did
/// (which text went on which line, which font file shaped each run) rather than only the
/// sizes the layout core sees. Reached through `@testable`; the sources are not changed.
struct PangoProbe {
    let box: PangoLayoutBox
    let string: String

    init(_ engine: TextEngine, _ spec: TextSpec, wrapWidth: Double?, direction: LayoutDirection = .leftToRight) {
        box = engine.makeLayout(spec, wrapWidth: wrapWidth, direction: direction)
        string = spec.string
    }

    /// The source text of each line (a hyphen Pango shows at a break is not part of it).
    var lineTexts: [String] {
        let bytes = Array(string.utf8)
        return (0..<box.lineCount).map { i in
            let line = box.line(i)!.pointee
            let start = Int(line.start_index), end = Int(line.start_index + line.length)
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
    }

    /// The words of each line.
    var lineWords: [[String]] { lineTexts.map { $0.split(separator: " ").map(String.init) } }

    var isEllipsized: Bool { pango_layout_is_ellipsized(box.layout) != 0 }

    /// Characters drawn as hex boxes because no bundled face has them.
    var unknownGlyphs: Int { Int(pango_layout_get_unknown_glyphs_count(box.layout)) }

    /// Every shaped run: its glyph count and the font file that shaped it.
    var runs: [(glyphs: Int, file: String?)] {
        var result: [(Int, String?)] = []
        for i in 0..<box.lineCount {
            var cell = box.line(i)!.pointee.runs
            while let c = cell {
                let item = c.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
                result.append((Int(item.pointee.glyphs.pointee.num_glyphs), Self.file(of: item.pointee.item.pointee.analysis.font)))
                cell = c.pointee.next
            }
        }
        return result
    }

    var glyphCount: Int { runs.map(\.glyphs).reduce(0, +) }

    /// The x (layout units) where the character at `utf8Offset` is drawn.
    func x(ofUTF8Offset utf8Offset: Int) -> Double {
        var rect = PangoRectangle()
        pango_layout_index_to_pos(box.layout, Int32(utf8Offset), &rect)
        return Double(rect.x) / Double(darkroom_pango_scale())
    }

    /// The x where `substring` starts (its first character's position).
    func x(of substring: String) -> Double {
        let range = string.range(of: substring)!
        return x(ofUTF8Offset: string.utf8.distance(from: string.startIndex, to: range.lowerBound))
    }

    private static func file(of font: UnsafeMutablePointer<PangoFont>?) -> String? {
        guard let font,
              let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))
        else { return nil }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }
}

extension TextEngine {
    /// Width of `string` on one line, unwrapped: the building block of the independent
    /// line-breaking expectations.
    func unwrappedWidth(_ string: String, font: Font, direction: LayoutDirection = .leftToRight) -> Double {
        measure(TextSpec(string, font: font), width: nil, direction: direction).size.width
    }
}

/// True when `file` is a file inside `directory` (after resolving `.`/`..`).
func isFile(_ file: String, inside directory: String) -> Bool {
    URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL.path
        == URL(fileURLWithPath: directory).standardizedFileURL.path
}

extension PangoProbe {
    /// The first line as drawn, with "…" for an ellipsis run (a run of one glyph standing
    /// for several characters; exact for text without ligatures, such as capitals).
    static func visibleText(_ box: PangoLayoutBox) -> String {
        let bytes = Array(box.spec.string.utf8)
        var out = ""
        var cell = box.line(0)?.pointee.runs
        while let c = cell {
            let item = c.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
            let start = Int(item.item.pointee.offset), length = Int(item.item.pointee.length)
            if item.glyphs.pointee.num_glyphs == 1 && item.item.pointee.num_chars > 1 {
                out += "…"
            } else {
                out += String(decoding: bytes[start..<(start + length)], as: UTF8.self)
            }
            cell = c.pointee.next
        }
        return out
    }
}
