/// The view tree: what a component's body produces and the layout engine consumes.
///
/// A closed enum on purpose: the layout engine and the painter each handle every case,
/// and the compiler says so when a case is added.
public indirect enum Node: Sendable {
    case empty
    case text(TextSpec)
    case shape(ShapeSpec)
    case icon(IconSpec)
    /// A custom shape: its outline is built for its final frame.
    case path(PathShapeSpec)
    /// SwiftUI's `Image`, sized by its intrinsic size or, if resizable, by the proposal.
    case image(ImageSpec)
    /// Flexible space along the enclosing stack's axis.
    case spacer(minLength: Double)
    case hstack(alignment: VerticalAlignment, spacing: Double, children: [Node])
    case vstack(alignment: HorizontalAlignment, spacing: Double, children: [Node])
    case zstack(alignment: Alignment, children: [Node])
    /// SwiftUI's `ViewThatFits`: the first child whose ideal size fits the proposal on the
    /// constrained axes, else the last (`AdaptiveLayout.swift`).
    case viewThatFits(horizontal: Bool, vertical: Bool, children: [Node])
    /// SwiftUI's `GeometryReader`: takes the size offered and builds its content for it.
    case geometryReader(GeometryContent)
    case modified(Node, Modifier)
}

/// A modifier wraps one node and changes how it is sized, placed or painted.
public enum Modifier: Sendable {
    case padding(EdgeInsets)
    /// Fixed frame: a nil dimension takes the child's size.
    case frame(width: Double?, height: Double?, alignment: Alignment)
    /// Flexible frame, following SwiftUI's `frame(minWidth:idealWidth:maxWidth:...)`.
    case flexibleFrame(FlexibleFrame)
    /// Proposes nil (ideal size) on the chosen axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    case background(Node, alignment: Alignment)
    case overlay(Node, alignment: Alignment)
    case opacity(Double)
    /// Scales the painted result about the frame's centre; layout is unchanged.
    case scaleEffect(Double)
    case clipShape(ShapeKind)
    case accessibility(AccessibilitySpec)
    /// A stable name for the node in the Scene, used by dumps and diffs.
    case id(String)
    case layoutPriority(Double)
    /// The gap this child keeps from its neighbours in a stack, in place of the stack's
    /// spacing (SwiftUI's per-view `ViewSpacing`); between two such children the smaller wins.
    /// DarkroomUI gives a Spacer 0 in a stack declared with `spacing: nil`.
    case stackSpacing(Double)

    // Effects: none changes the layout of the view or of anything around it.

    /// SwiftUI's `offset(x:y:)`: moves what the view draws and its accessibility frame by
    /// (x, y) in its own coordinates; not mirrored in right-to-left layouts.
    case offset(x: Double, y: Double)
    /// SwiftUI's `rotationEffect(_:anchor:)`: clockwise on screen for a positive angle.
    case rotation(radians: Double, anchor: UnitPoint)
    /// SwiftUI's `scaleEffect(x:y:anchor:)`.
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// SwiftUI's `shadow(color:radius:x:y:)`: like SwiftUI, applied to each thing the view
    /// draws separately unless a `compositingGroup` below makes them one.
    case shadow(ShadowSpec)
    /// SwiftUI's `opacity(_:)`: each thing the view draws is faded separately (overlaps show
    /// through) unless a `compositingGroup` below makes them one. `.opacity` fades the
    /// whole subtree as one group, as `compositingGroup().opacity(_:)` does.
    case leafOpacity(Double)
    /// SwiftUI's `compositingGroup()`: effects applied outside act on this view as a whole.
    case compositingGroup
    /// SwiftUI's `hidden()`: takes its space, draws nothing, is not accessible.
    case hidden
    /// SwiftUI's `clipShape(_:style:)` with a custom shape, built for the view's frame.
    case clipPath(PathBuilder, FillRule)
    /// SwiftUI's `aspectRatio(_:contentMode:)`; nil keeps the child's ideal aspect ratio.
    case aspectRatio(Double?, contentMode: ContentMode)
    /// Mirrors what the view draws horizontally when laid out in this direction
    /// (`flipsForRightToLeftLayoutDirection(true)` is `.rightToLeft`;
    /// `layoutDirectionBehavior(.mirrors(in:))` names the direction).
    case flipsForDirection(LayoutDirection)
    /// What only a device does with the view (a gesture, an animation, a transition, an
    /// appearance callback): recorded in the Scene and its sidecar, never run, changes nothing.
    case behaviour(String)
    /// SwiftUI's `environment(\\.layoutDirection, _)` on a subtree: the subtree is laid out
    /// and drawn in that direction whatever the snapshot's (a phone number or a media control
    /// kept left-to-right inside a right-to-left screen).
    case layoutDirection(LayoutDirection)
    /// SwiftUI's `contentShape(_:eoFill:)`: where touches land, built for the view's frame.
    /// It draws nothing; its bounds become the touch target (`hitArea`) of the accessibility
    /// element that holds the view, or of the element it is applied to.
    /// `description` is the sidecar's behaviour line (`contentShape MinimumTapShape`).
    case contentShape(PathBuilder, description: String)
    /// An API the SwiftUI layer declares (so a team's file compiles) but does not draw yet.
    /// The view is laid out as its content, and the render of any snapshot that reaches it
    /// fails with `message` ("DarkroomUI: blur(radius:opaque:) is not drawn yet (File.swift:12)"),
    /// never drawing an approximation.
    case notDrawn(String)
}

public struct FlexibleFrame: Hashable, Sendable {
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    public var alignment: Alignment
    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }
}
