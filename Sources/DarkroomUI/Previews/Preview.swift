import Foundation

/// One preview: its name, traits and the closure that builds its view.
@MainActor
public struct Preview {
    /// The kind of value a view preview's traits describe.
    public enum ViewTraits {}

    public let name: String?
    public let traits: [PreviewTrait<ViewTraits>]
    public let body: @MainActor () -> any View

    public init(_ name: String? = nil, traits: [PreviewTrait<ViewTraits>] = [], body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        self.body = body
    }
}

/// What a `#Preview` expands to: where it is written and how to build it.
@MainActor
public protocol PreviewRegistry {
    static var fileID: String { get }
    static var line: Int { get }
    static func makePreview() -> Preview
}

/// A preview's layout or orientation, as in Xcode (recorded, not applied).
public struct PreviewTrait<T>: Sendable {
    public enum Value: Hashable, Sendable {
        case sizeThatFitsLayout, fixedLayout(width: Double, height: Double), defaultLayout
        case portrait, landscapeLeft, landscapeRight
    }

    public let value: Value
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(value: .sizeThatFitsLayout) }
    public static var defaultLayout: PreviewTrait { PreviewTrait(value: .defaultLayout) }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(value: .fixedLayout(width: Double(width), height: Double(height)))
    }
    public static var portrait: PreviewTrait { PreviewTrait(value: .portrait) }
    public static var landscapeLeft: PreviewTrait { PreviewTrait(value: .landscapeLeft) }
    public static var landscapeRight: PreviewTrait { PreviewTrait(value: .landscapeRight) }
}
