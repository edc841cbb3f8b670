import Foundation

/// Readable, stable text and JSON forms of a Scene. Layout sidecars are these dumps, and the
/// verify report compares two of them to say which node moved, resized or changed colour.
extension Scene {
    /// One line per node, indented by depth; numbers rounded to 1/1000 px.
    public var dump: String { String(decoding: dumpUTF8, as: UTF8.self) }

    /// `dump` as the sidecar file holds it, UTF-8, written without a String in between.
    package var dumpUTF8: [UInt8] {
        // Room for a typical component's sidecar, so the bytes are not copied as they grow.
        var out = SidecarText(capacity: 4096)
        out.write("scene "); out.write(size.width); out.write("x"); out.write(size.height)
        out.write(" "); out.write(direction.rawValue)
        if let background { out.write(" background="); out.write(background) }
        out.write("\n")
        root.dump(into: &out, depth: 1)
        return out.bytes
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
        var line = SidecarText(capacity: 128)
        line.writeSummary(of: self)
        return line.string
    }

    func dump(into out: inout SidecarText, depth: Int) {
        out.indent(depth)
        out.writeSummary(of: self)
        out.write("\n")
        if case .text(let t) = content {
            for (i, line) in t.lines.enumerated() {
                out.indent(depth)
                out.write("  line "); out.write(i); out.write(" frame="); out.write(line.frame)
                out.write(" baseline="); out.write(line.baseline)
                out.write(" text="); out.write(line.range.start); out.write("+"); out.write(line.range.length); out.write("\n")
            }
        }
        if case .text(let t) = content, !t.spec.spans.isEmpty {
            for (i, span) in t.spec.spans.enumerated() {
                out.indent(depth)
                out.write("  span "); out.write(i); out.write(" "); out.write(spanDescription(span)); out.write("\n")
            }
        }
        if let a = accessibility {
            out.indent(depth)
            out.write("  a11y role="); out.write(a.role); out.write(" label="); out.writeQuoted(a.label)
            if let v = a.value { out.write(" value="); out.writeQuoted(v) }
            if let h = a.hint { out.write(" hint="); out.writeQuoted(h) }
            if let d = a.description { out.write(" description="); out.writeQuoted(d) }
            if let i = a.identifier { out.write(" id="); out.writeQuoted(i) }
            out.write(" hit="); out.write(a.hitArea); out.write("\n")
        }
        for behaviour in behaviours { out.indent(depth); out.write("  behaviour "); out.writeQuoted(behaviour); out.write("\n") }
        for message in notDrawn { out.indent(depth); out.write("  notDrawn "); out.writeQuoted(message); out.write("\n") }
        for child in children { child.dump(into: &out, depth: depth + 1) }
    }
}

extension SidecarText {
    /// `node.summary`: its id, kind, frame and effects.
    mutating func writeSummary(of node: SceneNode) {
        write(node.id); write(" "); writeKind(of: node); write(" frame="); write(node.frame)
        if node.opacity != 1 { write(" opacity="); write(node.opacity) }
        if node.scale != 1 { write(" scale="); write(node.scale) }
        if let clip = node.clip { write(" clip="); write(shapeName(clip)) }
        for t in node.transforms { write(" "); write(transformName(t)) }
        if let shadow = node.shadow {
            write(" shadow="); write(shadow.color); write("/"); write(shadow.radius)
            write("@"); write(shadow.x); write(","); write(shadow.y)
        }
        if node.isCompositingGroup { write(" composited") }
    }

    private mutating func writeKind(of node: SceneNode) {
        switch node.content {
        case .group:
            write("group")
        case .shape(let s):
            write("shape "); write(shapeName(s.kind))
            if let fill = s.fill { write(" fill="); write(fill) }
            if let gradient = s.gradient { write(" gradient="); write(gradient.dumpDescription) }
            if let stroke = s.stroke { write(" stroke="); write(stroke.color); write("/"); write(stroke.width) }
            if let line = s.lineStroke { write(" line="); write(strokeName(line)) }
        case .image(let i):
            switch i.source {
            case .icon(let name): write("image "); write(name)
            case .missing(let name, _): write("image missing "); writeQuoted(name)
            case .system(let name): write("image system "); writeQuoted(name)
            }
            if i.resizable { write(" resizable") }
            if let tint = i.tint { write(" tint="); write(tint) }
        case .icon(let i):
            write("icon "); write(i.name); write(" "); write(i.size.width); write("x"); write(i.size.height)
            if let tint = i.tint { write(" tint="); write(tint) }
        case .text(let t):
            let f = t.spec.font
            write("text "); writeQuoted(t.spec.string); write(" "); write(f.family); write(" "); write(f.weight)
            write(" "); write(f.size)
            if let lineHeight = f.lineHeight { write("/"); write(lineHeight) }
            write(" color="); write(t.spec.color); write(" align="); write(t.alignment.rawValue)
            write(" lines="); write(t.lines.count)
            if let limit = t.spec.lineLimit { write(" limit="); write(limit) }
            write(textAttributesDescription(t.spec))
        }
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

/// A number rounded to 1/1000, without a trailing ".0": locale-free and stable
/// (`SidecarText.write(_: Double)` writes it).
package func fmt(_ v: Double) -> String {
    var text = SidecarText(capacity: 16)
    text.write(v)
    return text.string
}

/// `Double.description` without a trailing ".0", for values `fmt` does not write itself.
func describe(_ r: Double) -> String {
    let s = (r == 0 ? 0 : r).description
    return s.hasSuffix(".0") ? String(s.dropLast(2)) : s
}

/// `(x,y,width,height)`, each as `fmt` writes it.
package func fmt(_ r: Rect) -> String {
    var text = SidecarText(capacity: 48)
    text.write(r)
    return text.string
}

/// Text in double quotes with backslash, quote and newline escaped (`SidecarText.writeQuoted`).
func quoted(_ s: String) -> String {
    var text = SidecarText(capacity: s.utf8.count + 2)
    text.writeQuoted(s)
    return text.string
}
