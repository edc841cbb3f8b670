public import DarkroomLayout
import Foundation

/// How a view fills its frame when keeping an aspect ratio, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill

    var resolved: DarkroomLayout.ContentMode { self == .fit ? .fit : .fill }
}

extension View {
    /// SwiftUI's `aspectRatio(_:contentMode:)`: the view is proposed the largest (`fit`) or
    /// smallest (`fill`) size of this width/height ratio around the proposal; a nil ratio is
    /// the view's own ideal ratio (an image's intrinsic one). Apple's documentation of
    /// `aspectRatio(_:contentMode:)`; the engine's `Modifier.aspectRatio` cites the rule.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.map(Double.init), mode = contentMode.resolved
        return modifier(NodeModifier { _ in .aspectRatio(ratio, contentMode: mode) })
    }

    /// The ratio of `aspectRatio.width` to `aspectRatio.height`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// `aspectRatio(contentMode: .fit)`: as large as fits the proposal at the view's own ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// `aspectRatio(contentMode: .fill)`: as small as covers the proposal at the view's own ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
