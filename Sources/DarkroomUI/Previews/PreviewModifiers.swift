import DarkroomLayout
import Foundation

/// How Xcode lays out a `PreviewProvider`'s preview, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A simulated device for a preview, as SwiftUI's `PreviewDevice`.
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// The modifiers a `PreviewProvider` sets on its previews. They say how Xcode shows the
/// preview and change no pixel of the view itself: recorded in the sidecar.
/// `preferredColorScheme` is the exception: it sets the colour scheme of the view it is on
/// and everything inside (Apple: "The color scheme for this view"), which is what a preview
/// of that view shows.
extension View {
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(PreviewSettingModifier { $0.record(layout: value) }).recordedBehaviour("previewLayout \(value)")
    }
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(PreviewSettingModifier { $0.record(displayName: value) }).recordedBehaviour("previewDisplayName \(value ?? "nil")")
    }
    public func previewDevice(_ value: PreviewDevice?) -> some View { recordedBehaviour("previewDevice \(value?.rawValue ?? "nil")") }

    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(PreviewSettingModifier { if let colorScheme { $0.record(colorScheme: colorScheme) } })
            .modifier(EnvironmentModifier { if let colorScheme { $0.colorScheme = colorScheme } })
    }
}

/// Tells the preview being lowered (if any) what one of its modifiers asks of the canvas.
private struct PreviewSettingModifier: BuiltInModifier {
    let record: (PreviewSettings) -> Void

    func lower<Content: View>(_ content: Content, _ lowering: inout ViewLowering) -> [Node] {
        if let settings = lowering.environment.previewSettings { record(settings) }
        return lowering.lower(content)
    }
}
