import DarkroomLayout
public import Foundation

/// A 2D shape, as SwiftUI's `Shape`: its outline comes from `path(in:)` for the frame the
/// shape is finally given. A shape used as a view takes the whole size it is offered and
/// fills with the foreground style (SwiftUI's `Shape.body`).
public protocol Shape: Sendable, View {
    func path(in rect: CGRect) -> Path
    /// Whether the outline is mirrored in right-to-left layouts. iOS 17: "Defaults to
    /// `.mirrors` when deploying on iOS 17.0 ... and later" for custom shapes; the built-in
    /// shapes and `Path` are `.fixed`.
    var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

/// A shape that can inset itself, as SwiftUI's `InsettableShape` (what `strokeBorder` needs).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// SwiftUI's `LayoutDirectionBehavior` (iOS 17).
public struct LayoutDirectionBehavior: Hashable, Sendable {
    /// The direction in which the view is mirrored; nil never mirrors.
    let mirroredIn: LayoutDirection?
    public static let fixed = LayoutDirectionBehavior(mirroredIn: nil)
    public static let mirrors = LayoutDirectionBehavior(mirroredIn: .rightToLeft)
    public static func mirrors(in layoutDirection: LayoutDirection) -> LayoutDirectionBehavior {
        LayoutDirectionBehavior(mirroredIn: layoutDirection)
    }

    var engineDirection: DarkroomLayout.LayoutDirection? {
        mirroredIn.map { $0 == .rightToLeft ? .rightToLeft : .leftToRight }
    }
}

extension Shape {
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: FillStyle()) }

    /// The outline as the layout engine takes it: a built-in kind (drawn as today), or the
    /// question `path(in:)` asked again for the final frame.
    var outline: ShapeOutline {
        if let builtIn = self as? any BuiltInShape { return .kind(builtIn.kind) }
        let shape = self
        return .path(PathBuilder(mirroring: layoutDirectionBehavior.engineDirection) { rect in
            shape.path(in: CGRect(rect)).spec
        })
    }
}

/// How the layout engine receives a shape's outline.
enum ShapeOutline {
    case kind(ShapeKind)
    case path(PathBuilder)
}

/// The shapes the engine draws by kind (the built-in ones, and their insets).
protocol BuiltInShape: Shape {
    var kind: ShapeKind { get }
}

extension BuiltInShape {
    public func path(in rect: CGRect) -> Path { Path(spec: kind.path(in: rect.rect)) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

/// How a shape is filled (SwiftUI's `FillStyle`). Aliasing is refused: Darkroom always
/// antialiases, as SwiftUI does by default.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool { true }

    public init(eoFill: Bool = false) { isEOFilled = eoFill }

    @available(*, unavailable, message: "DarkroomUI: aliased (non-antialiased) fills are not drawn; leave out antialiased:")
    public init(eoFill: Bool = false, antialiased: Bool) { fatalError() }

    var rule: FillRule { isEOFilled ? .evenOdd : .nonZero }
}

/// How a shape's outline is stroked (SwiftUI's `StrokeStyle`), with CoreGraphics' defaults.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }

    func spec(_ color: DarkroomLayout.Color) -> StrokeSpec {
        StrokeSpec(color: color, lineWidth: Double(lineWidth), lineCap: lineCap.spec, lineJoin: lineJoin.spec,
                   miterLimit: Double(miterLimit), dash: dash.map(Double.init), dashPhase: Double(dashPhase))
    }
}
