import DarkroomLayout
public import Foundation

/// SwiftUI's drawing effects. None changes the view's layout or anything around it (Apple:
/// "offset ... doesn't change the original dimensions of the view"); the engine applies them
/// to what the view draws (see `EffectLayout.swift` in DarkroomLayout).
extension View {
    /// Moves what the view draws by (x, y); not mirrored in right-to-left layouts, as in SwiftUI.
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(NodeModifier { _ in .offset(x: Double(x), y: Double(y)) })
    }

    /// Rotates what the view draws, clockwise on screen for a positive angle.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let anchor = anchor.spec
        return modifier(NodeModifier { _ in .rotation(radians: angle.radians, anchor: anchor) })
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: s, y: s, anchor: anchor)
    }

    /// A uniform scale about the centre keeps the engine's original scale effect (the pressed
    /// states' `scale`, same pixels and sidecars); any other is a transform about the anchor.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        let spec = anchor.spec
        let uniform = x == y && anchor == .center
        return modifier(NodeModifier { _ in uniform ? .scaleEffect(Double(x)) : .scale(x: Double(x), y: Double(y), anchor: spec) })
    }

    /// A drop shadow of what the view draws. As in SwiftUI it applies to each thing the view
    /// draws separately (text casts a shadow per glyph run) unless a `compositingGroup()`
    /// below makes them one. SwiftUI's default colour is black at 33 % opacity.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(NodeModifier { environment in
            .shadow(ShadowSpec(color: color.resolved(in: environment), radius: Double(radius), x: Double(x), y: Double(y)))
        })
    }

    /// SwiftUI's opacity: each thing the view draws fades on its own, so overlapping parts show
    /// through each other, unless a `compositingGroup()` below makes them one layer.
    public func opacity(_ opacity: Double) -> some View {
        modifier(NodeModifier { _ in .leafOpacity(opacity) })
    }

    /// Makes the view one layer for the effects outside it (opacity, shadow).
    public func compositingGroup() -> some View {
        modifier(NodeModifier { _ in .compositingGroup })
    }

    /// Keeps the view's layout and draws nothing; it is not accessible either.
    public func hidden() -> some View {
        modifier(NodeModifier { _ in .hidden })
    }

    /// Clips what the view draws to `shape` in the view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        let outline = shape.outline, rule = style.rule
        return modifier(NodeModifier { _ in
            switch outline {
            case .kind(let kind): .clipShape(kind)
            case .path(let builder): .clipPath(builder, rule)
            }
        })
    }

    /// Clips to circular rounded corners; always antialiased, SwiftUI's default.
    public func cornerRadius(_ radius: CGFloat) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool, file: StaticString = #fileID, line: UInt = #line) -> some View {
        notDrawnYet("cornerRadius(_:antialiased:)", file: file, line: line)
    }

    /// A border inside the frame: SwiftUI's `overlay(Rectangle().strokeBorder(content, lineWidth: width))`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// Mirrors what the view draws in right-to-left layouts (icons with a direction).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(FlipModifier(enabled: enabled))
    }

    /// The hit-testing area changes no pixel: it is listed in the sidecar
    /// (`behaviour "contentShape Circle"`), and its bounds, which may reach beyond the frame,
    /// become the touch target (`hit=`) of the accessibility element holding the view.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        let name = "contentShape \(S.self)" + (eoFill ? " eoFill" : "")
        let builder: PathBuilder
        switch shape.outline {
        case .kind(let kind): builder = PathBuilder(mirroring: nil) { kind.path(in: $0) }
        case .path(let custom): builder = custom
        }
        return modifier(NodeModifier { _ in .contentShape(builder, description: name) })
    }
}

/// `flipsForRightToLeftLayoutDirection(false)` leaves the view as it is.
struct FlipModifier: BuiltInModifier {
    let enabled: Bool
    func lower<Content: View>(_ content: Content, _ lowering: inout ViewLowering) -> [Node] {
        let nodes = lowering.lower(content)
        return enabled ? nodes.map { .modified($0, .flipsForDirection(.rightToLeft)) } : nodes
    }
}
