import DarkroomLayout
import Foundation

/// The first of several views that fits the space offered, as SwiftUI's `ViewThatFits`
/// (the rule is in the layout engine's `AdaptiveLayout.swift`).
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { fatalError("ViewThatFits is drawn by Darkroom and has no body") }
}

extension ViewThatFits: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        [.viewThatFits(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical),
                       children: lowering.lower(content, inStack: nil))]
    }
}
