/// The resolved output of layout: absolute frames, resolved colours, text with its line
/// boxes, icons and accessibility nodes. The painter draws it without computing anything;
/// dumps of two Scenes explain what changed between two renders.
public struct Scene: Hashable, Sendable, Codable {
    /// The canvas in layout units (pixels at scale 1): the root's size rounded up to whole
    /// units. The root node's frame keeps the exact, fractional size.
    public var size: Size
    public var direction: LayoutDirection
    /// Painted under everything; nil leaves the surface transparent.
    public var background: Color?
    public var root: SceneNode

    public init(size: Size, direction: LayoutDirection, background: Color? = nil, root: SceneNode) {
        self.size = size; self.direction = direction; self.background = background; self.root = root
    }

    /// The messages of every API the Scene reaches that is declared but not drawn yet, each
    /// once, parents' before their children's. Rendering such a Scene is an error that lists them.
    public var notDrawnAPIs: [String] {
        var result: [String] = []
        root.visit { node in for message in node.notDrawn where !result.contains(message) { result.append(message) } }
        return result
    }

    /// Every accessibility node, in painting (document) order.
    public var accessibilityNodes: [AccessibilityNode] {
        var result: [AccessibilityNode] = []
        root.visit { if let a = $0.accessibility { result.append(a) } }
        return result
    }
}

/// One node of the Scene. Frames are absolute, in layout units.
public struct SceneNode: Hashable, Sendable, Codable {
    /// A path such as `root/0.hstack/box`: stable across renders of the same tree.
    public var id: String
    public var frame: Rect
    public var content: SceneContent
    /// Group opacity: children are composited together, then faded.
    public var opacity: Double
    /// Scale about the frame's centre (pressed states).
    public var scale: Double
    public var clip: ShapeKind?
    public var accessibility: AccessibilityNode?
    public var children: [SceneNode]
    /// Rotation and scale effects about anchors in this node's frame, in the order they were
    /// applied (the last is outermost). They never change any frame.
    public var transforms: [SceneTransform] = []
    /// Cast by what this node and its children draw, composited together.
    public var shadow: ShadowSpec?
    /// SwiftUI's `compositingGroup()`: effects from outside act on this node as a whole
    /// instead of on each leaf inside it.
    public var isCompositingGroup = false
    /// What a device would do with this node (`onTapGesture`, `animation`...), in the order
    /// the modifiers were applied: listed in the sidecar, never run.
    public var behaviours: [String] = []
    /// The bounds of a `contentShape` declared on this node, in the Scene's coordinates:
    /// where a touch would land. The accessibility element around it takes it as its hit area.
    public var hitShape: Rect?
    /// APIs under this node that the SwiftUI layer declares but does not draw yet, each a
    /// message naming the API and its source location. A Scene with any is never painted.
    public var notDrawn: [String] = []

    public init(id: String, frame: Rect, content: SceneContent, opacity: Double = 1, scale: Double = 1,
                clip: ShapeKind? = nil, accessibility: AccessibilityNode? = nil, children: [SceneNode] = []) {
        self.id = id; self.frame = frame; self.content = content; self.opacity = opacity; self.scale = scale
        self.clip = clip; self.accessibility = accessibility; self.children = children
    }

    /// Depth-first, parents before children.
    public func visit(_ body: (SceneNode) -> Void) {
        withUnsafePointer(to: self) { Self.visit(at: $0, body) }
    }

    /// `visit(_:)` from a node in memory, reaching its children where they are: recursing
    /// through `for child in children` copied every node on the way down (a dozen retains
    /// and releases each, six visits of every node per snapshot).
    private static func visit(at node: UnsafePointer<SceneNode>, _ body: (SceneNode) -> Void) {
        body(node.pointee)
        node.pointee.children.withUnsafeBufferPointer { children in
            guard let first = children.baseAddress else { return }
            for index in 0..<children.count { visit(at: first + index, body) }
        }
    }
}

public enum SceneContent: Hashable, Sendable, Codable {
    case group
    case shape(ShapeSpec)
    case text(TextRun)
    case icon(IconSpec)
    /// An image stretched to the node's frame.
    case image(ImageSpec)
}

/// A drawing transform about an anchor in the node's frame (SwiftUI's rotation and scale
/// effects). Painted with the node; layout never sees it.
public enum SceneTransform: Hashable, Sendable, Codable {
    /// Clockwise on screen for a positive angle.
    case rotation(radians: Double, anchor: UnitPoint)
    case scale(x: Double, y: Double, anchor: UnitPoint)
}

/// Text ready to draw: the painter lays it out again with the same inputs and draws each
/// line at the position given here.
public struct TextRun: Hashable, Sendable, Codable {
    public var spec: TextSpec
    public var direction: LayoutDirection
    /// The width the line breaks were computed for; nil means unconstrained.
    public var wrapWidth: Double?
    public var alignment: PhysicalTextAlignment
    public var lines: [TextLine]

    public init(spec: TextSpec, direction: LayoutDirection, wrapWidth: Double?, alignment: PhysicalTextAlignment, lines: [TextLine]) {
        self.spec = spec; self.direction = direction; self.wrapWidth = wrapWidth; self.alignment = alignment; self.lines = lines
    }
}

/// One line box: its logical rectangle and its baseline, both absolute.
public struct TextLine: Hashable, Sendable, Codable {
    public var frame: Rect
    public var baseline: Double
    /// The characters of the text this line shows, so a diff can say which words moved.
    public var range: TextRange
    public init(frame: Rect, baseline: Double, range: TextRange) {
        self.frame = frame; self.baseline = baseline; self.range = range
    }
}

