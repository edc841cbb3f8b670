import DarkroomLayout
import Foundation

/// A title with an icon, as SwiftUI's `Label`, drawn through the label style of the
/// environment. `.titleOnly` and `.iconOnly` draw the one part; a team's own `LabelStyle`
/// draws from its configuration. iOS's default (`.automatic`, `.titleAndIcon`) sizes and
/// spaces the icon from the font's SF Symbol metrics, which Darkroom does not have: not drawn yet.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }

    public var body: Never { fatalError("Label is drawn by Darkroom and has no body") }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style's configuration describes.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        let configuration = LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon))
        let style: any LabelStyle = lowering.environment[LabelStyleKey.self] ?? DefaultLabelStyle()
        DynamicProperties.install(lowering.environment, into: style)
        return lowering.lower(style.makeBody(configuration: configuration), changing: { $0[LabelStyleKey.self] = nil })
    }
}

/// The appearance of every label in a subtree, as SwiftUI's `LabelStyle`.
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `LabelStyle` draws from: the label's title and icon.
public struct LabelStyleConfiguration {
    public struct Title: View {
        let content: any View
        public var body: Never { fatalError("LabelStyleConfiguration.Title is drawn by Darkroom and has no body") }
    }

    public struct Icon: View {
        let content: any View
        public var body: Never { fatalError("LabelStyleConfiguration.Icon is drawn by Darkroom and has no body") }
    }

    public var title: LabelStyleConfiguration.Title
    public var icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration.Title: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] { lowering.lower(content) }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] { lowering.lower(content) }
}

struct LabelStyleKey: EnvironmentKey { static var defaultValue: (any LabelStyle)? { nil } }

extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0[LabelStyleKey.self] = style })
    }
}

public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        NotDrawnView("Label with the automatic label style", file: #fileID, line: #line,
                     content: HStack { configuration.icon; configuration.title })
    }
}

public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        NotDrawnView("Label with the titleAndIcon label style", file: #fileID, line: #line,
                     content: HStack { configuration.icon; configuration.title })
    }
}

/// Only the title, exactly as the title alone draws.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon, exactly as the icon alone draws.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }
