import CDarkroom
import DarkroomLayout

/// Pango text for one worker: a font map over the shared private configuration, and one
/// context per direction with the pinned font options. Measures for the layout core and
/// builds the same layouts for the painter.
///
/// Not thread-safe (a Pango font map shared between threads crashes): one per worker.
public final class TextEngine: TextMeasurer {
    public let fonts: FontConfiguration
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let contexts: [LayoutDirection: OpaquePointer]
    private var cache: [CacheKey: Measured] = [:]
    private var baselines: [BaselineKey: Double] = [:]

    /// Measured text and the Pango layout it was measured with, which the painter draws when
    /// nothing it paints lives in the layout: a label drawn in every brand and theme is then
    /// shaped once per worker instead of once per snapshot (HarfBuzz was a tenth of a cold run).
    private struct Measured {
        var metrics: TextMetrics
        var unknownGlyphs: Int
        var box: PangoLayoutBox
    }

    private struct BaselineKey: Hashable {
        var font: Font, direction: LayoutDirection
    }

    /// The spec without what only paints (colours, decorations): every other attribute
    /// (runs, fonts, spacing, truncation) can change the metrics.
    private struct CacheKey: Hashable {
        var spec: TextSpec, width: Double?, direction: LayoutDirection
    }

    public init(fonts: FontConfiguration) {
        self.fonts = fonts
        // A NEW font map: pango_cairo_font_map_get_default() would reach system fonts.
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        pango_fc_font_map_set_config(OpaquePointer(fontMap), fonts.config)
        var contexts: [LayoutDirection: OpaquePointer] = [:]
        for direction in LayoutDirection.allCases {
            contexts[direction] = Self.makeContext(fontMap, direction)
        }
        self.contexts = contexts
    }

    deinit {
        for context in contexts.values { g_object_unref(UnsafeMutableRawPointer(context)) }
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// Font options pinned in one place. With these, metrics are identical at every scale,
    /// so one layout serves 1x, 2x and 3x.
    private static func makeContext(_ map: UnsafeMutablePointer<PangoFontMap>, _ direction: LayoutDirection) -> OpaquePointer {
        let context = pango_font_map_create_context(map)!
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en"))
        pango_context_set_base_dir(context, direction == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        return context
    }

    public func measure(_ text: TextSpec, width: Double?, direction: LayoutDirection) -> TextMetrics {
        measured(text, width: width, direction: direction).metrics
    }

    /// How many characters of `text` no bundled face has (Pango would draw hex boxes).
    public func unknownGlyphCount(_ text: TextSpec, width: Double?, direction: LayoutDirection) -> Int {
        measured(text, width: width, direction: direction).unknownGlyphs
    }

    private func measured(_ text: TextSpec, width: Double?, direction: LayoutDirection) -> Measured {
        let key = CacheKey(spec: text.layoutOnly, width: width, direction: direction)
        if let hit = cache[key] { return hit }
        let box = makeLayout(text, wrapWidth: width, direction: direction)
        let fixedBaseline = text.font.lineHeight.map { _ in singleFaceBaseline(text.font, direction) }
        let result = Measured(metrics: TextMetrics(lines: box.lineMetrics(fixedLineBaseline: fixedBaseline)),
                              unknownGlyphs: box.unknownGlyphCount, box: box)
        if cache.count > 4096 { cache.removeAll(keepingCapacity: true) }
        cache[key] = result
        return result
    }

    /// Where the baseline of a fixed-height line of `font`'s own face sits below the line's top.
    private func singleFaceBaseline(_ font: Font, _ direction: LayoutDirection) -> Double {
        let key = BaselineKey(font: font, direction: direction)
        if let hit = baselines[key] { return hit }
        let value = makeLayout(TextSpec(" ", font: font), wrapWidth: nil, direction: direction).singleFaceBaseline()
        baselines[key] = value
        return value
    }

    /// Forgets measured text (the benchmark uses it to time cold layouts).
    public func clearCache() {
        cache.removeAll(keepingCapacity: true)
        baselines.removeAll(keepingCapacity: true)
    }

    /// The layout the painter draws for `text`. A text of one run without decorations has no
    /// colour in its layout (the painter sets it on the cairo context), so when the measured
    /// layout was also built from such a text, it is that very layout, line breaks included.
    /// Any other text gets a layout of its own, with its colour and decoration attributes.
    func paintLayout(_ text: TextSpec, wrapWidth: Double?, direction: LayoutDirection) -> PangoLayoutBox {
        guard text.paintsOutsideLayout else { return makeLayout(text, wrapWidth: wrapWidth, direction: direction) }
        let box = measured(text, width: wrapWidth, direction: direction).box
        return box.spec.paintsOutsideLayout ? box : makeLayout(text, wrapWidth: wrapWidth, direction: direction)
    }

    func makeLayout(_ text: TextSpec, wrapWidth: Double?, direction: LayoutDirection) -> PangoLayoutBox {
        PangoLayoutBox(context: contexts[direction]!, spec: text, wrapWidth: wrapWidth, direction: direction)
    }

    /// The file of the face Pango picked for the first character of `text` (for tests:
    /// proves a family outside Fonts/ never reaches a system font).
    public func resolvedFontFile(for text: TextSpec, direction: LayoutDirection = .leftToRight) -> String? {
        let box = makeLayout(text, wrapWidth: nil, direction: direction)
        guard let line = box.line(0), let runs = line.pointee.runs,
              let run = runs.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
              let font = run.pointee.item.pointee.analysis.font,
              let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))
        else { return nil }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }
}
