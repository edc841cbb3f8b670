import Testing
@testable import DarkroomLayout

// The data-driven layout harness (taffy style): a case is a name, a view, a proposal and the
// expected frames by node id, computed by hand from SwiftUI's layout semantics. Every case
// runs twice: left-to-right against the hand-written frames, and right-to-left against the
// mirror image of those frames, which this file derives itself (x' = rootWidth - x - w), not
// from the engine. Cases may add hand-written RTL expectations on top of the derived ones.
// The Scene's canvas is the root size rounded up to whole units and RTL mirrors across the
// canvas; for the (usual) whole-unit root width that is exactly the root width.

/// Tolerance for every coordinate, in layout units.
let tolerance = 0.01

/// One line box of a text node: its frame and absolute baseline.
struct LineExpectation: Sendable, CustomStringConvertible {
    var frame: Rect
    var baseline: Double
    var description: String { "\(show(frame)) baseline=\(num(baseline))" }
}

/// What a case expects in one direction. Keys are Scene node ids; when an id occurs more than
/// once in a Scene (the root group and the root view it wraps share "root"), later
/// occurrences in depth-first order are addressed as "id#1", "id#2", ...
struct Expectation: Sendable {
    var frames: [String: Rect] = [:]
    var lines: [String: [LineExpectation]] = [:]
    /// Accessibility hit areas.
    var hits: [String: Rect] = [:]

    /// The right-to-left image of a left-to-right expectation inside a root `width` wide.
    func mirrored(inWidth width: Double) -> Expectation {
        func m(_ r: Rect) -> Rect { Rect(x: width - r.minX - r.width, y: r.minY, width: r.width, height: r.height) }
        return Expectation(frames: frames.mapValues(m),
                           lines: lines.mapValues { $0.map { LineExpectation(frame: m($0.frame), baseline: $0.baseline) } },
                           hits: hits.mapValues(m))
    }
}

struct LayoutCase: Sendable, CustomTestStringConvertible {
    var name: String
    var view: Node
    var proposal: ProposedSize
    /// The root's exact size, the same in both directions (the Scene's canvas is it rounded up).
    var size: Size
    var ltr: Expectation
    /// Hand-written right-to-left expectations (a subset of ids), checked in addition to
    /// the mirror of `ltr`.
    var rtl: Expectation?

    init(_ name: String, _ view: some View, proposal: ProposedSize, size: Size,
         frames: [String: Rect], lines: [String: [LineExpectation]] = [:], hits: [String: Rect] = [:],
         rtl: Expectation? = nil) {
        self.name = name; self.view = view.node; self.proposal = proposal; self.size = size
        self.ltr = Expectation(frames: frames, lines: lines, hits: hits)
        self.rtl = rtl
    }

    var testDescription: String { name }
}

// MARK: - Shorthands used by the cases

func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
func S(_ w: Double, _ h: Double) -> Size { Size(width: w, height: h) }
func P(_ w: Double?, _ h: Double?) -> ProposedSize { ProposedSize(width: w, height: h) }
func L(_ x: Double, _ y: Double, _ w: Double, _ h: Double, baseline: Double) -> LineExpectation {
    LineExpectation(frame: R(x, y, w, h), baseline: baseline)
}
func RTL(_ frames: [String: Rect], lines: [String: [LineExpectation]] = [:], hits: [String: Rect] = [:]) -> Expectation {
    Expectation(frames: frames, lines: lines, hits: hits)
}

/// Text in the fixed-metrics font: each glyph is a `size` square, lines 1.25 x size tall,
/// baseline at (lineHeight - size) / 2 + 0.8 x size below the line top.
/// Size 10: glyph 10, line 12.5, baseline 9.25. Size 20: glyph 20, line 25, baseline 18.5.
func T(_ s: String, _ size: Double = 10, lineHeight: Double? = nil) -> Text {
    Text(s).font(Font(size: size, lineHeight: lineHeight))
}

/// A rectangle in a fixed frame: the shape node's frame is exactly w x h.
func box(_ w: Double, _ h: Double) -> Node { Rectangle().frame(width: w, height: h) }

// MARK: - Running a case

/// Every node of a Scene by id, depth-first, duplicates suffixed "#1", "#2"...
func nodesByID(_ scene: Scene) -> [String: SceneNode] {
    var seen: [String: Int] = [:]
    var result: [String: SceneNode] = [:]
    scene.root.visit { node in
        let n = seen[node.id, default: 0]
        seen[node.id] = n + 1
        result[n == 0 ? node.id : "\(node.id)#\(n)"] = node
    }
    return result
}

func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }
func close(_ a: Rect, _ b: Rect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
}
func num(_ v: Double) -> String {
    let r = (v * 1000).rounded() / 1000
    let s = (r == 0 ? 0 : r).description
    return s.hasSuffix(".0") ? String(s.dropLast(2)) : s
}
func show(_ r: Rect) -> String { "(\(num(r.minX)), \(num(r.minY)), \(num(r.width)), \(num(r.height)))" }

/// Compares a Scene with an expectation; returns one line per mismatch.
func mismatches(_ scene: Scene, _ e: Expectation, label: String, requireAllLeaves: Bool) -> [String] {
    let nodes = nodesByID(scene)
    var out: [String] = []
    for (id, expected) in e.frames.sorted(by: { $0.key < $1.key }) {
        guard let node = nodes[id] else { out.append("[\(label)] \(id): missing (expected frame \(show(expected)))"); continue }
        if !close(node.frame, expected) {
            out.append("[\(label)] \(id): expected \(show(expected)), actual \(show(node.frame))")
        }
    }
    for (id, expected) in e.lines.sorted(by: { $0.key < $1.key }) {
        guard let node = nodes[id], case .text(let run) = node.content else {
            out.append("[\(label)] \(id): no text node for line expectations"); continue
        }
        if run.lines.count != expected.count {
            out.append("[\(label)] \(id): expected \(expected.count) lines, actual \(run.lines.count)")
        }
        for (i, (want, got)) in zip(expected, run.lines).enumerated()
        where !close(want.frame, got.frame) || !close(want.baseline, got.baseline) {
            out.append("[\(label)] \(id) line \(i): expected \(want), actual \(show(got.frame)) baseline=\(num(got.baseline))")
        }
    }
    for (id, expected) in e.hits.sorted(by: { $0.key < $1.key }) {
        guard let hit = nodes[id]?.accessibility?.hitArea else {
            out.append("[\(label)] \(id): no accessibility node (expected hit \(show(expected)))"); continue
        }
        if !close(hit, expected) { out.append("[\(label)] \(id) hit: expected \(show(expected)), actual \(show(hit))") }
    }
    if requireAllLeaves {
        // Every painted leaf must be accounted for: no extra or missing shapes and texts.
        for (id, node) in nodes.sorted(by: { $0.key < $1.key }) where e.frames[id] == nil {
            if case .group = node.content { continue }
            out.append("[\(label)] \(id): unexpected node at \(show(node.frame))")
        }
    }
    return out
}

/// Lays `c` out in `direction` and records one issue listing every mismatch, with the dump.
func check(_ c: LayoutCase, _ direction: LayoutDirection, sourceLocation: SourceLocation = #_sourceLocation) {
    let scene = LayoutEngine(measurer: FixedMetricsMeasurer(), images: FixedImageMeasurer(), direction: direction)
        .layout(c.view, proposal: c.proposal)
    var problems: [String] = []
    let root = scene.root.frame.size
    if !close(root.width, c.size.width) || !close(root.height, c.size.height) {
        problems.append("root size: expected \(num(c.size.width))x\(num(c.size.height)), actual \(num(root.width))x\(num(root.height))")
    }
    // The canvas is the root size rounded up to whole units (so every scale gives whole pixels).
    let canvas = Size(width: c.size.width.rounded(.up), height: c.size.height.rounded(.up))
    if scene.size != canvas {
        problems.append("canvas: expected \(num(canvas.width))x\(num(canvas.height)), actual \(num(scene.size.width))x\(num(scene.size.height))")
    }
    if scene.direction != direction { problems.append("scene direction \(scene.direction), expected \(direction)") }
    switch direction {
    case .leftToRight:
        problems += mismatches(scene, c.ltr, label: "ltr", requireAllLeaves: true)
    case .rightToLeft:
        // Mirrored across the canvas, which is the root width whenever that is whole.
        problems += mismatches(scene, c.ltr.mirrored(inWidth: canvas.width), label: "rtl mirrored", requireAllLeaves: true)
        if let rtl = c.rtl { problems += mismatches(scene, rtl, label: "rtl hand-written", requireAllLeaves: false) }
    }
    if !problems.isEmpty {
        Issue.record("""
            layout case '\(c.name)' (\(direction.rawValue)) failed:
            \(problems.joined(separator: "\n"))
            scene dump:
            \(scene.dump)
            """, sourceLocation: sourceLocation)
    }
}
