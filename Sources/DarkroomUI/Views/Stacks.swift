import DarkroomLayout
import Foundation

/// Children side by side. `spacing: nil` is the platform's default spacing (8).
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    public var body: Never { fatalError("HStack is drawn by Darkroom and has no body") }
}

extension HStack: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        [.hstack(alignment: alignment.value, spacing: spacing.map(Double.init) ?? PlatformSpacing.default,
                 children: PlatformSpacing.children(lowering.lower(content, inStack: .horizontal), spacing: spacing))]
    }
}

/// Children one above the other. `spacing: nil` is the platform's default spacing (8).
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    public var body: Never { fatalError("VStack is drawn by Darkroom and has no body") }
}

extension VStack: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        [.vstack(alignment: alignment.value, spacing: spacing.map(Double.init) ?? PlatformSpacing.default,
                 children: PlatformSpacing.children(lowering.lower(content, inStack: .vertical), spacing: spacing))]
    }
}

/// Children on top of each other, aligned in the stack's frame.
public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }

    public var body: Never { fatalError("ZStack is drawn by Darkroom and has no body") }
}

extension ZStack: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        [.zstack(alignment: alignment.resolved, children: lowering.lower(content, inStack: nil))]
    }
}

/// Flexible space along the enclosing stack's axis, at least `minLength` (nil: the
/// platform's default spacing, 8).
public struct Spacer: View {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public var body: Never { fatalError("Spacer is drawn by Darkroom and has no body") }
}

extension Spacer: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        [.spacer(minLength: minLength.map(Double.init) ?? PlatformSpacing.default)]
    }
}
