import DarkroomLayout
import Foundation
import UIKit

/// A thin separator line, as SwiftUI's `Divider`.
///
/// Layout, from OpenSwiftUI (`Divider.swift`, `PlainDividerStyle.swift`): in a stack the line
/// runs across the stack's axis (vertical in an HStack, horizontal in a VStack and outside any
/// stack); it is a colour fixed to the divider thickness on its thin axis and flexible on the
/// other. Apple: "When contained in a stack, the divider extends across the minor axis of the
/// stack, or horizontally when not in a stack." The thickness is one pixel (`1 / displayScale`),
/// or 1 point at accessibility text sizes; the colour is iOS's separator:
/// rgba(60, 60, 67, 0.29) in light mode, rgba(84, 84, 88, 0.6) in dark mode.
public struct Divider: View {
    public init() {}

    public var body: Never { fatalError("Divider is drawn by Darkroom and has no body") }
}

extension Divider: PrimitiveView {
    /// iOS's separator colour (light, dark).
    static let separator = Color.system(SystemPalette.separator)

    func lower(_ lowering: inout ViewLowering) -> [Node] {
        let environment = lowering.environment
        let thickness = environment.dynamicTypeSize.isAccessibilitySize ? 1 : 1 / max(environment.displayScale, 1)
        let vertical = lowering.stackOrientation == .horizontal
        return lowering.lower(Self.separator.frame(width: vertical ? thickness : nil, height: vertical ? nil : thickness))
    }
}

/// The axis of the stack a view is a direct child of (SwiftUI's `stackOrientation` input):
/// set by HStack and VStack for their content, cleared by ZStack.
enum StackOrientation {
    case horizontal, vertical
}
