extension LayoutEngine {
    /// Text takes the width of its widest line (at most the proposal) and the height of
    /// its lines. Lines are placed inside that frame by the text's alignment.
    func layoutText(_ spec: TextSpec, _ p: ProposedSize, id: String) -> Laid {
        let wrapWidth = p.width.flatMap(\.finiteWidth)
        // Text is shaped with the real base direction. Its dependence on it is checked by its
        // metrics (`DirectionUse`), so this read is not noted as the tree's arrangement's.
        let metrics = measurer.measure(spec, width: wrapWidth, direction: unobservedDirection)
        directionUse.texts.append(MeasuredText(spec: spec, width: wrapWidth, metrics: metrics))
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
        let run = TextRun(spec: spec, direction: unobservedDirection, wrapWidth: wrapWidth,
                          alignment: PhysicalTextAlignment(spec.alignment, in: unobservedDirection), lines: lines)
        return Laid(size: size, baseline: metrics.lines.first?.baseline,
                    nodes: [SceneNode(id: id, frame: Rect(origin: .zero, size: size), content: .text(run))])
    }
}
