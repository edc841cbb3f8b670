import Foundation

/// Readable, stable text and JSON forms of a Scene. Layout sidecars are these dumps, and the
/// verify report compares two of them to say which node moved, resized or changed colour.
extension Scene {
    /// One line per node, indented by depth; numbers rounded to 1/1000 px.
    public var dump: String {
        var out = "scene \(fmt(size.width))x\(fmt(size.height)) \(direction.rawValue)"
        out += background.map { " background=\($0.hex)" } ?? ""
        out += "\n"
        root.dump(into: &out, depth: 1)
        return out
    }

    /// Canonical JSON (sorted keys), for tools.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

extension SceneNode {
    /// The one-line description of this node alone, without children (used by diffs).
    public var summary: String {
        var line = "\(id) \(kindDescription) frame=\(fmt(frame))"
        if opacity != 1 { line += " opacity=\(fmt(opacity))" }
        if scale != 1 { line += " scale=\(fmt(scale))" }
        if let clip { line += " clip=\(shapeName(clip))" }
        for t in transforms { line += " " + transformName(t) }
        if let shadow {
            line += " shadow=\(shadow.color.hex)/\(fmt(shadow.radius))@\(fmt(shadow.x)),\(fmt(shadow.y))"
        }
        if isCompositingGroup { line += " composited" }
        return line
    }

    var kindDescription: String {
        switch content {
        case .group:
            return "group"
        case .shape(let s):
            var d = "shape \(shapeName(s.kind))"
            if let fill = s.fill { d += " fill=\(fill.hex)" }
            if let gradient = s.gradient { d += " gradient=" + gradient.dumpDescription }
            if let stroke = s.stroke { d += " stroke=\(stroke.color.hex)/\(fmt(stroke.width))" }
            if let line = s.lineStroke { d += " line=" + strokeName(line) }
            return d
        case .image(let i):
            var d: String
            switch i.source {
            case .icon(let name): d = "image \(name)"
            case .missing(let name, _): d = "image missing \(quoted(name))"
            case .system(let name): d = "image system \(quoted(name))"
            }
            if i.resizable { d += " resizable" }
            return d + (i.tint.map { " tint=\($0.hex)" } ?? "")
        case .icon(let i):
            return "icon \(i.name) \(fmt(i.size.width))x\(fmt(i.size.height))" + (i.tint.map { " tint=\($0.hex)" } ?? "")
        case .text(let t):
            let f = t.spec.font
            return "text \(quoted(t.spec.string)) \(f.family) \(f.weight) \(fmt(f.size))" + (f.lineHeight.map { "/\(fmt($0))" } ?? "")
                + " color=\(t.spec.color.hex) align=\(t.alignment.rawValue) lines=\(t.lines.count)"
                + (t.spec.lineLimit.map { " limit=\($0)" } ?? "") + textAttributesDescription(t.spec)
        }
    }

    func dump(into out: inout String, depth: Int) {
        let pad = String(repeating: "  ", count: depth)
        out += pad + summary + "\n"
        if case .text(let t) = content {
            for (i, line) in t.lines.enumerated() {
                out += pad + "  line \(i) frame=\(fmt(line.frame)) baseline=\(fmt(line.baseline))"
                    + " text=\(line.range.start)+\(line.range.length)\n"
            }
        }
        if case .text(let t) = content, !t.spec.spans.isEmpty {
            for (i, span) in t.spec.spans.enumerated() { out += pad + "  span \(i) " + spanDescription(span) + "\n" }
        }
        if let a = accessibility {
            out += pad + "  a11y role=\(a.role) label=\(quoted(a.label))"
            if let v = a.value { out += " value=\(quoted(v))" }
            if let h = a.hint { out += " hint=\(quoted(h))" }
            if let d = a.description { out += " description=\(quoted(d))" }
            if let i = a.identifier { out += " id=\(quoted(i))" }
            out += " hit=\(fmt(a.hitArea))\n"
        }
        for behaviour in behaviours { out += pad + "  behaviour \(quoted(behaviour))\n" }
        for message in notDrawn { out += pad + "  notDrawn \(quoted(message))\n" }
        for child in children { child.dump(into: &out, depth: depth + 1) }
    }
}

func shapeName(_ kind: ShapeKind) -> String {
    switch kind {
    case .rectangle: return "rect"
    case .roundedRectangle(let r): return "roundedRect(\(fmt(r)))"
    case .capsule: return "capsule"
    case .circle: return "circle"
    case .ellipse: return "ellipse"
    case .roundedRect(let c, let style):
        return "roundedRect(\(fmt(c.width))x\(fmt(c.height)),\(style.rawValue))"
    case .styledCapsule(let style): return "capsule(\(style.rawValue))"
    case .inset(let kind, let amount): return "inset(\(shapeName(kind)),\(fmt(amount)))"
    case .path(let path, let rule):
        // The element count and control-point bounds: enough to notice a changed outline.
        return "path(\(path.elements.count) elements in \(fmt(path.controlPointBounds))\(rule == .evenOdd ? ",evenOdd" : ""))"
    }
}

func transformName(_ t: SceneTransform) -> String {
    switch t {
    case .rotation(let radians, let a):
        return "rotate=\(fmt(radians * 180 / .pi))deg@\(fmt(a.x)),\(fmt(a.y))"
    case .scale(let x, let y, let a):
        return "scale=\(fmt(x))x\(fmt(y))@\(fmt(a.x)),\(fmt(a.y))"
    }
}

func strokeName(_ s: StrokeSpec) -> String {
    var d = "\(s.color.hex)/\(fmt(s.lineWidth))"
    if s.lineCap != .butt { d += " cap=\(s.lineCap.rawValue)" }
    if s.lineJoin != .miter { d += " join=\(s.lineJoin.rawValue)" }
    if s.miterLimit != 10 { d += " miter=\(fmt(s.miterLimit))" }
    if !s.dash.isEmpty {
        d += " dash=" + s.dash.map { fmt($0) }.joined(separator: ",")
        if s.dashPhase != 0 { d += "+\(fmt(s.dashPhase))" }
    }
    return d
}

/// A number rounded to 1/1000, without a trailing ".0": locale-free and stable.
///
/// Written from the integer number of thousandths: the same text as the shortest
/// round-trip form (`Double.description`) of the rounded value, because a decimal with at
/// most three fraction digits and well under 15 significant digits is itself that shortest
/// form. Formatting this way took a third of the time of writing a sidecar.
package func fmt(_ v: Double) -> String {
    let thousandths = (v * 1000).rounded()
    guard thousandths.isFinite, abs(thousandths) < 1e15 else { return describe(thousandths / 1000) }
    let k = Int(thousandths)
    if k == 0 { return "0" }
    var digits = String(k.magnitude / 1000)
    var fraction = Int(k.magnitude % 1000)
    if fraction != 0 {
        var scale = 100
        digits.append(".")
        while fraction != 0 {
            digits.append(Character(Unicode.Scalar(UInt8(48 + fraction / scale))))
            fraction %= scale
            scale /= 10
        }
    }
    return k < 0 ? "-" + digits : digits
}

/// `Double.description` without a trailing ".0", for values `fmt` does not write itself.
func describe(_ r: Double) -> String {
    let s = (r == 0 ? 0 : r).description
    return s.hasSuffix(".0") ? String(s.dropLast(2)) : s
}

package func fmt(_ r: Rect) -> String { "(\(fmt(r.minX)),\(fmt(r.minY)),\(fmt(r.width)),\(fmt(r.height)))" }

/// Text in double quotes with backslash, quote and newline escaped. Most labels have none
/// of the three, and are copied as they are.
func quoted(_ s: String) -> String {
    guard s.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 == 10 }) else {
        return "\"" + s + "\""
    }
    return "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "\n", with: "\\n") + "\""
}
