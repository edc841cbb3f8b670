import DarkroomLayout

/// Text drawn over other text or over an image: two views that a layout meant to sit side by
/// side collide once text grows (Dynamic Type, long translations), or a negative spacing or
/// an offset puts them on top of each other. Backgrounds and shapes are not counted: text on
/// a shape is what a button is.
///
/// Line boxes are compared, not frames, so a wide frame around short text does not collide;
/// an overlap thinner than `tolerance` (half a point) either way is ignored, since adjacent
/// line boxes of stacked texts may share an edge.
public struct OverlappingTextAudit: SceneAudit {
    public var rule: AuditRule { .overlappingText }
    public var tolerance = 0.5
    public init() {}

    public func findings(in subject: AuditSubject) -> [AuditFinding] {
        let walk = subject.walk
        let texts = walk.texts
        var images: [(index: Int, frame: Rect, name: String)] = []
        for (i, e) in walk.entries.enumerated() where e.opacity > 0 {
            switch e.node.content {
            case .icon(let icon): images.append((i, e.node.frame, icon.name))
            case .image(let image):
                let name: String
                switch image.source { case .icon(let n), .system(let n), .missing(let n, _): name = n }
                images.append((i, e.node.frame, name))
            default: break
            }
        }
        var result: [AuditFinding] = []
        for (a, first) in texts.enumerated() {
            for second in texts[(a + 1)...] {
                guard !walk.isAncestor(first.index, of: second.index), !walk.isAncestor(second.index, of: first.index),
                      let overlap = largestOverlap(first.run.contentBoxes, second.run.contentBoxes) else { continue }
                result.append(subject.finding(rule, node: second.entry.node.id, text: second.run.spec.string,
                    "\(quote(second.run.spec.string)) overlaps \(quote(first.run.spec.string)) (\(first.entry.node.id)) by \(short(overlap.size.width)) x \(short(overlap.size.height)) pt",
                    ["overlapWidth": overlap.size.width, "overlapHeight": overlap.size.height]))
            }
            for image in images {
                guard let overlap = largestOverlap(first.run.contentBoxes, [image.frame]) else { continue }
                result.append(subject.finding(rule, node: first.entry.node.id, text: first.run.spec.string,
                    "\(quote(first.run.spec.string)) overlaps the image \(quote(image.name)) (\(walk.entries[image.index].node.id)) by \(short(overlap.size.width)) x \(short(overlap.size.height)) pt",
                    ["overlapWidth": overlap.size.width, "overlapHeight": overlap.size.height]))
            }
        }
        return result
    }

    /// The largest intersection of a box of `a` with a box of `b`, when one is thicker than
    /// the tolerance both ways.
    func largestOverlap(_ a: [Rect], _ b: [Rect]) -> Rect? {
        var best: Rect?
        for x in a where x.size.width > 0 {
            for y in b where y.size.width > 0 {
                let i = x.intersection(y)
                guard i.size.width > tolerance, i.size.height > tolerance else { continue }
                if i.size.width * i.size.height > (best.map { $0.size.width * $0.size.height } ?? 0) { best = i }
            }
        }
        return best
    }
}
