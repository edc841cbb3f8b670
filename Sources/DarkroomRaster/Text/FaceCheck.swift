import CDarkroom
import DarkroomLayout

/// Every weight and italic a text asks for must be a real face in `Fonts/`: Pango would
/// otherwise draw the nearest face (Regular for Light, Bold for SemiBold, an upright face
/// for italic) and the snapshot would show a font the iOS app does not use.
extension TextEngine {
    /// Throws `RenderError.fonts` naming the first run whose face is not the one asked for.
    /// Runs drawn in another family (Noto for Arabic and Hebrew) are the fallback for their
    /// script and are not checked: those families ship one face each.
    func checkFaces(_ box: PangoLayoutBox) throws {
        guard !box.facesChecked else { return }
        for i in 0..<box.lineCount {
            guard let line = box.line(i) else { continue }
            var node = line.pointee.runs
            while let current = node {
                defer { node = current.pointee.next }
                guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                      let font = run.pointee.item.pointee.analysis.font,
                      let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))
                else { continue }
                let requested = Self.font(at: Int(run.pointee.item.pointee.offset), in: box.spec)
                var family: UnsafeMutablePointer<FcChar8>?, style: UnsafeMutablePointer<FcChar8>?
                var slant: Int32 = 0
                guard FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch, let family,
                      String(cString: family).lowercased() == requested.family.lowercased() else { continue }
                _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
                let styleName = FcPatternGetString(pattern, FC_STYLE, 0, &style) == FcResultMatch && style != nil ? String(cString: style!) : "?"
                let weight = Self.nominalWeight(ofStyle: styleName)
                let italic = slant != 0
                if weight != requested.weight || italic != requested.italic {
                    throw RenderError.fonts("""
                        \(requested.family) has no \(requested.italic ? "italic " : "")face of weight \(requested.weight) in \(fonts.directory) \
                        (the nearest is "\(String(cString: family)) \(styleName)"): add that face's file, or ask for a weight \
                        the folder has (see Fonts/README.md)
                        """)
                }
            }
        }
        box.facesChecked = true
    }

    /// The font of the run holding UTF-8 offset `offset`.
    private static func font(at offset: Int, in spec: TextSpec) -> Font {
        var start = 0
        for run in spec.runs {
            let end = start + run.string.utf8.count
            if offset < end { return run.attributes.font }
            start = end
        }
        return spec.runs.last?.attributes.font ?? spec.font
    }

    /// The CSS weight an OpenType style name stands for ("Bold Italic" -> 700); nil when
    /// the name is not one of the standard nine.
    static func nominalWeight(ofStyle style: String) -> Int? {
        let words = style.split(separator: " ").filter { $0 != "Italic" && $0 != "Oblique" }.joined()
        switch words {
        case "", "Regular", "Normal", "Book": return 400
        case "Thin", "Hairline": return 100
        case "ExtraLight", "UltraLight": return 200
        case "Light": return 300
        case "Medium": return 500
        case "SemiBold", "DemiBold": return 600
        case "Bold": return 700
        case "ExtraBold", "UltraBold": return 800
        case "Black", "Heavy": return 900
        default: return nil
        }
    }
}
