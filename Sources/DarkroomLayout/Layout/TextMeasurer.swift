/// How the layout core learns the size of text, without knowing about Pango.
///
/// The real measurer (in DarkroomRaster) shapes with HarfBuzz and breaks lines with Pango;
/// algorithm tests use `FixedMetricsMeasurer`, where every glyph is a fixed square.
public protocol TextMeasurer {
    /// Lays `text` out wrapped to `width` (nil: no wrapping, one line per paragraph).
    func measure(_ text: TextSpec, width: Double?, direction: LayoutDirection) -> TextMetrics
}

public struct TextMetrics: Hashable, Sendable {
    public var lines: [LineMetrics]
    public init(lines: [LineMetrics]) { self.lines = lines }

    /// Width of the widest line, height down to the last line's bottom.
    public var size: Size {
        Size(width: lines.map(\.width).max() ?? 0, height: lines.last.map { $0.top + $0.height } ?? 0)
    }
}

/// One line, relative to the top of the text.
public struct LineMetrics: Hashable, Sendable {
    /// The width of the line's content: white space at the end of a line hangs past it.
    public var width: Double
    public var top: Double
    public var height: Double
    /// Distance from the text's top to this line's baseline.
    public var baseline: Double
    /// Which characters of the string the line shows.
    public var range: TextRange
    public init(width: Double, top: Double, height: Double, baseline: Double, range: TextRange) {
        self.width = width; self.top = top; self.height = height; self.baseline = baseline; self.range = range
    }
}

/// A run of a string, in Characters (extended grapheme clusters, as Swift counts them):
/// `start` characters from the beginning, `length` characters long.
public struct TextRange: Hashable, Sendable, Codable {
    public var start: Int
    public var length: Int
    public init(start: Int, length: Int) { self.start = start; self.length = length }

    /// The characters of `string` in this range (clamped to the string).
    public func substring(of string: String) -> Substring {
        let from = string.index(string.startIndex, offsetBy: start, limitedBy: string.endIndex) ?? string.endIndex
        let to = string.index(from, offsetBy: length, limitedBy: string.endIndex) ?? string.endIndex
        return string[from..<to]
    }
}

/// A measurer whose glyphs are squares `font.size` wide, breaking only at spaces.
/// Lets layout tests check the algorithm apart from shaping (as taffy and yoga do).
/// Tracking adds its amount between characters, kerning after each, and line spacing goes
/// between lines, as the Pango measurer does; runs of a concatenated text all use the
/// paragraph's font.
public struct FixedMetricsMeasurer: TextMeasurer {
    public init() {}

    public func measure(_ text: TextSpec, width: Double?, direction: LayoutDirection) -> TextMetrics {
        let glyph = text.font.size
        let lineHeight = text.font.lineHeight ?? glyph * 1.25
        let gap = text.tracking + text.kerning, trailing = text.kerning
        var lines: [(words: [Substring], start: Int, length: Int)] = []
        var offset = 0
        for paragraph in text.string.split(separator: "\n", omittingEmptySubsequences: false) {
            var current: [Substring] = []
            var lineStart = offset
            for word in paragraph.split(separator: " ") {
                let candidate = current + [word]
                let chars = candidate.map(\.count).reduce(0, +) + candidate.count - 1
                let w = Double(chars) * glyph + Double(max(chars - 1, 0)) * gap + trailing
                if let width, !current.isEmpty, w > width + 1e-9 {
                    let start = paragraph.distance(from: paragraph.startIndex, to: word.startIndex) + offset
                    lines.append((current, lineStart, start - lineStart))
                    current = [word]
                    lineStart = start
                } else {
                    current = candidate
                }
            }
            offset += paragraph.count
            lines.append((current, lineStart, offset - lineStart))
            offset += 1  // the newline
        }
        if let limit = text.lineLimit, lines.count > limit { lines = Array(lines.prefix(limit)) }
        return TextMetrics(lines: lines.enumerated().map { i, line in
            let chars = line.words.map(\.count).reduce(0, +) + max(line.words.count - 1, 0)
            let top = Double(i) * (lineHeight + text.lineSpacing)
            let width = chars == 0 ? 0 : Double(chars) * glyph + Double(chars - 1) * gap + trailing
            return LineMetrics(width: width, top: top, height: lineHeight,
                               baseline: top + (lineHeight - glyph) / 2 + glyph * 0.8,
                               range: TextRange(start: line.start, length: line.length))
        })
    }
}
