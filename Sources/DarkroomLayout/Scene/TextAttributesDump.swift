/// Dump fragments for the text attributes SwiftUI's `Text` modifiers add. Each appears only
/// when it differs from the default, so texts without them dump as before.
func textAttributesDescription(_ spec: TextSpec) -> String {
    var d = ""
    if spec.font.italic { d += " italic" }
    if spec.lineLimit != nil, spec.truncationMode != .tail { d += " truncate=\(spec.truncationMode.rawValue)" }
    if spec.lineSpacing != 0 { d += " lineSpacing=\(fmt(spec.lineSpacing))" }
    if spec.spans.isEmpty { d += decorationsDescription(spec.runs[0].attributes) }
    return d
}

/// One span of a concatenated text: its string, font and colour, and its decorations.
func spanDescription(_ span: TextSpan) -> String {
    let a = span.attributes, f = a.font
    return "\(quoted(span.string)) \(f.family) \(f.weight) \(fmt(f.size))" + (f.italic ? " italic" : "")
        + " color=\(a.color.hex)" + decorationsDescription(a)
}

private func decorationsDescription(_ a: TextAttributes) -> String {
    var d = ""
    if a.kerning != 0 { d += " kerning=\(fmt(a.kerning))" }
    if a.tracking != 0 { d += " tracking=\(fmt(a.tracking))" }
    if let u = a.underline { d += " underline" + (u.color.map { "=\($0.hex)" } ?? "") }
    if let s = a.strikethrough { d += " strikethrough" + (s.color.map { "=\($0.hex)" } ?? "") }
    return d
}
