extension LayoutEngine {
    /// Text takes the width of its widest line (at most the proposal) and the height of
    /// its lines. Lines are placed inside that frame by the text's alignment.
    func layoutText(_ spec: TextSpec, _ p: ProposedSize, id: String) -> Laid {
        let wrapWidth = p.width.flatMap(\.finiteWidth)
        let metrics = measurer.measure(spec, width: wrapWidth, direction: direction)
        let size = metrics.size
        let lines = metrics.lines.map { line -> TextLine in
            let x: Double
            switch spec.alignment {
            case .leading: x = 0
            case .center: x = (size.width - line.width) / 2
            case .trailing: x = size.width - line.width
            }
            return TextLine(frame: Rect(x: x, y: line.top, width: line.width, height: line.height), baseline: line.baseline, range: line.range)
        }
        let physical: PhysicalTextAlignment
        switch (spec.alignment, direction) {
        case (.center, _): physical = .center
        case (.leading, .leftToRight), (.trailing, .rightToLeft): physical = .left
        case (.leading, .rightToLeft), (.trailing, .leftToRight): physical = .right
        }
        let run = TextRun(spec: spec, direction: direction, wrapWidth: wrapWidth, alignment: physical, lines: lines)
        return Laid(size: size, baseline: metrics.lines.first?.baseline,
                    nodes: [SceneNode(id: id, frame: Rect(origin: .zero, size: size), content: .text(run))])
    }
}
