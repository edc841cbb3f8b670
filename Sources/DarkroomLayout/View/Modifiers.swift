/// SwiftUI-style modifiers. Each wraps the receiver in a `.modified` node.
extension View {
    package func padding(_ insets: EdgeInsets) -> Node { .modified(node, .padding(insets)) }
    package func padding(_ value: Double) -> Node { padding(EdgeInsets(all: value)) }
    package func padding(_ edges: Edges, _ value: Double) -> Node {
        padding(EdgeInsets(top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                           bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0))
    }

    package func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> Node {
        .modified(node, .frame(width: width, height: height, alignment: alignment))
    }

    package func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> Node {
        .modified(node, .flexibleFrame(FlexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                                     minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                                     alignment: alignment)))
    }

    package func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> Node {
        .modified(node, .fixedSize(horizontal: horizontal, vertical: vertical))
    }

    package func background(alignment: Alignment = .center, _ view: some View) -> Node {
        .modified(node, .background(view.node, alignment: alignment))
    }

    package func overlay(alignment: Alignment = .center, _ view: some View) -> Node {
        .modified(node, .overlay(view.node, alignment: alignment))
    }

    package func opacity(_ value: Double) -> Node { .modified(node, .opacity(value)) }
    package func scaleEffect(_ value: Double) -> Node { .modified(node, .scaleEffect(value)) }
    package func clipShape(_ kind: ShapeKind) -> Node { .modified(node, .clipShape(kind)) }
    package func accessibility(_ spec: AccessibilitySpec) -> Node { .modified(node, .accessibility(spec)) }
    package func id(_ name: String) -> Node { .modified(node, .id(name)) }
    package func layoutPriority(_ value: Double) -> Node { .modified(node, .layoutPriority(value)) }
}

/// The drawing effects of SwiftUI, for views written with this builder (DarkroomUI lowers
/// its own modifiers to the same IR).
extension View {
    package func offset(x: Double = 0, y: Double = 0) -> Node { .modified(node, .offset(x: x, y: y)) }
    package func rotationEffect(degrees: Double, anchor: UnitPoint = .center) -> Node {
        .modified(node, .rotation(radians: degrees * .pi / 180, anchor: anchor))
    }
    package func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> Node {
        .modified(node, .scale(x: x, y: y, anchor: anchor))
    }
    package func shadow(color: Color, radius: Double, x: Double = 0, y: Double = 0) -> Node {
        .modified(node, .shadow(ShadowSpec(color: color, radius: radius, x: x, y: y)))
    }
    /// SwiftUI's `opacity`: each leaf fades on its own (see `Modifier.leafOpacity`).
    package func leafOpacity(_ value: Double) -> Node { .modified(node, .leafOpacity(value)) }
    package func compositingGroup() -> Node { .modified(node, .compositingGroup) }
    package func hidden() -> Node { .modified(node, .hidden) }
    package func clipShape(_ style: FillRule = .nonZero, mirroring: LayoutDirection? = .rightToLeft,
                          path: @escaping @Sendable (Rect) -> PathSpec) -> Node {
        .modified(node, .clipPath(PathBuilder(mirroring: mirroring, path), style))
    }
    package func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> Node {
        enabled ? .modified(node, .flipsForDirection(.rightToLeft)) : node
    }
    package func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> Node {
        .modified(node, .aspectRatio(ratio, contentMode: contentMode))
    }
}
