import DarkroomLayout

/// A font's natural line height (ascent + descent + line gap), measured by the text engine the
/// component is being rendered with: the value an app reads from UIKit (`UIFont.lineHeight`)
/// when it turns a design token's fixed line height into SwiftUI's `lineSpacing` and padding.
///
/// The renderer sets the engine around each call of `Component.body(_:)`, so a Darkroom-side
/// theme mapping can ask while it builds the theme; asking outside a render is a programming
/// error, reported as such rather than answered with a guess.
public enum FontLineHeights {
    /// Lets the engine cross into the task-local: each render worker uses its own, on its own thread.
    public struct Engine: @unchecked Sendable {
        let measurer: any TextMeasurer
        public init(_ measurer: any TextMeasurer) { self.measurer = measurer }
    }

    @TaskLocal public static var engine: Engine?

    /// The height of one line of `font` with no fixed line height.
    public static func natural(_ font: Font) -> Double {
        guard let engine else {
            preconditionFailure("FontLineHeights.natural(_:) asked outside a render: call Component.body(_:) through SnapshotWorker")
        }
        var plain = font
        plain.lineHeight = nil
        let metrics = engine.measurer.measure(TextSpec("A", font: plain), width: nil, direction: .leftToRight)
        return metrics.lines.first?.height ?? 0
    }
}
