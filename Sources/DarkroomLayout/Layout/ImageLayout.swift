extension LayoutEngine {
    /// SwiftUI's `Image`: a fixed image takes its intrinsic size whatever it is offered; a
    /// `resizable()` one takes the proposal, falling back to the intrinsic length on an
    /// unproposed axis (Apple's docs for `resizable(capInsets:resizingMode:)`: "the image
    /// resizes to fit its space"; `Image` without it "is displayed at its natural size").
    func layoutImage(_ spec: ImageSpec, _ p: ProposedSize, id: String) -> Laid {
        if case .system(let name) = spec.source {
            var resolved = spec
            if let icon = images?.icon(forSystemName: name) {
                resolved.source = .icon(icon)
            } else {
                resolved.source = .missing(name: name, size: ImageSpec.missingSystemImageSize)
            }
            return layoutImage(resolved, p, id: id)
        }
        let intrinsic: Size
        switch spec.source {
        case .missing(_, let size):
            intrinsic = size
        case .system:
            preconditionFailure("system images are resolved above")
        case .icon(let name):
            guard let images else {
                preconditionFailure("LayoutEngine has no ImageMeasurer but the view has Image(\"\(name)\"): pass `images:`")
            }
            // An unknown name has no size here; the painter fails naming it.
            intrinsic = images.intrinsicSize(ofIcon: name) ?? .zero
        }
        let size = spec.resizable ? Size(width: p.width ?? intrinsic.width, height: p.height ?? intrinsic.height) : intrinsic
        return Laid(size: size, baseline: nil,
                    nodes: [SceneNode(id: id, frame: Rect(origin: .zero, size: size), content: .image(spec))])
    }
}
