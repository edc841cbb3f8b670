import DarkroomLayout
import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`. A snapshot has no viewport to scroll, so
/// Darkroom draws the whole content: the container is sized to its content on the scroll
/// axis (the content is proposed no length there, as SwiftUI proposes it; Apple: "the scroll
/// view proposes ... unlimited space along the scrolling axis") and takes the offered length
/// across it. Several views inside are stacked along the axis with the default spacing, as
/// SwiftUI's implicit stack does. Not drawn like a device: on an iPhone the scroll view fills
/// the screen and clips; here it is as tall (or wide) as what it holds, with no indicators.
/// The README's fidelity table lists this.
public struct ScrollView<Content: View>: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { fatalError("ScrollView is drawn by Darkroom and has no body") }
}

extension ScrollView: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        let horizontal = axes == .horizontal
        let children = PlatformSpacing.children(lowering.lower(content, inStack: horizontal ? .horizontal : .vertical), spacing: nil)
        let stack: Node = horizontal
            ? .hstack(alignment: .center, spacing: PlatformSpacing.default, children: children)
            : .vstack(alignment: .center, spacing: PlatformSpacing.default, children: children)
        // Unlimited length on the scroll axes: the content's ideal size there.
        return [.modified(stack, .fixedSize(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical)))]
    }
}
