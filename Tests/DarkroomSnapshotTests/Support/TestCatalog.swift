import DarkroomCatalog
import DarkroomLayout
import DarkroomTokens

/// What a `Badge` looks like; each style is a separate type, so two catalogues can hold a
/// "Badge" that renders differently (a reference made by one, verified against the other),
/// without any global state that parallel tests would share.
protocol BadgeStyle: Sendable {
    static var label: String { get }
    /// Side of the swatch, in multiples of the `space.swatch` token.
    static var swatchFactor: Double { get }
    static var width: Double? { get }
}

enum ShortLabel: BadgeStyle {
    static var label: String { "Hello" }
    static var swatchFactor: Double { 1 }
    static var width: Double? { 120 }
}

/// Same as `ShortLabel` but its label wraps to two lines in the same width.
enum LongLabel: BadgeStyle {
    static var label: String { "Hello there, this label wraps" }
    static var swatchFactor: Double { 1 }
    static var width: Double? { 120 }
}

/// Same as `ShortLabel` but with a bigger swatch, so the swatch resizes and the label moves.
enum BigSwatch: BadgeStyle {
    static var label: String { "Hello" }
    static var swatchFactor: Double { 1.5 }
    static var width: Double? { 120 }
}

/// A swatch and a label. Axes tone (plain | accent | ghost) x size (sm | lg); ghost-lg is
/// declared impossible, so the matrix must skip it.
struct Badge<Style: BadgeStyle>: EngineComponent {
    enum Tone: String, AxisValueProtocol { case plain, accent, ghost }
    enum BadgeSize: String, AxisValueProtocol { case sm, lg }

    static var name: String { "Badge" }
    static var summary: String { "A test badge: swatch and label." }
    static var axes: [ComponentAxis] { [.of(Tone.self, "tone", default: .plain), .of(BadgeSize.self, "size", default: .sm)] }
    static var tokens: [TokenRequirement] {
        [TokenRequirement("space.gap", .dimension), TokenRequirement("space.swatch", .dimension),
         TokenRequirement("text.size", .dimension), TokenRequirement("color.text", .color),
         TokenRequirement("color.accent", .color)]
    }

    var tone: Tone
    var size: BadgeSize

    init?(axes: AxisValues) {
        tone = axes.get("tone")
        size = axes.get("size")
        if tone == .ghost && size == .lg { return nil }
    }

    var proposedWidth: Double? { Style.width }

    func engineBody(_ t: ResolvedTokens) -> Node {
        let side = t.dimension("space.swatch") * Style.swatchFactor * (size == .lg ? 2 : 1)
        let swatch: Shape = switch tone {
        case .plain: Rectangle().fill(t.color("color.text"))
        case .accent: Rectangle().fill(t.color("color.accent"))
        case .ghost: Rectangle().strokeBorder(t.color("color.text"), lineWidth: 1)
        }
        return HStack(alignment: .top, spacing: t.dimension("space.gap")) {
            swatch.frame(width: side, height: side).id("swatch")
            Text(Style.label).font(Font(family: "Roboto", size: t.dimension("text.size")))
                .foregroundColor(t.color("color.text")).id("label")
        }
        .accessibility(AccessibilitySpec(role: "status", label: Style.label, value: tone.rawValue))
    }
}

/// A second component whose axis `size` has other values than Badge's, for filter scoping.
struct Dot: EngineComponent {
    enum DotSize: String, AxisValueProtocol { case sm, md }
    enum DotShape: String, AxisValueProtocol { case square, round }

    static let name = "Dot"
    static let summary = "A test dot."
    static let axes: [ComponentAxis] = [.of(DotSize.self, "size", default: .sm), .of(DotShape.self, "shape", default: .square)]
    static let tokens: [TokenRequirement] = [TokenRequirement("color.accent", .color), TokenRequirement("space.swatch", .dimension)]

    var size: DotSize
    var shape: DotShape

    init?(axes: AxisValues) {
        size = axes.get("size")
        shape = axes.get("shape")
    }

    func engineBody(_ t: ResolvedTokens) -> Node {
        let side = t.dimension("space.swatch") * (size == .md ? 1.5 : 1)
        return Shape(shape == .round ? .circle : .rectangle).fill(t.color("color.accent"))
            .frame(width: side, height: side).id("dot")
            .accessibility(AccessibilitySpec(role: "image", label: "dot"))
    }
}

enum TestCatalog {
    /// Badge (5 axis combinations) and Dot (4): 9 x 2 brands x 2 themes x 2 directions = 72 variants.
    static func catalog<Style: BadgeStyle>(_ style: Style.Type = ShortLabel.self) -> Catalog {
        Catalog(components: [Badge<Style>.self, Dot.self], backgroundToken: "color.canvas", canvasInset: 2)
    }

    static let variantCount = 72
    static let badgeVariantCount = 40
}
