import DarkroomLayout
import Foundation
import UIKit

/// What a preview's own modifiers ask of the canvas Xcode shows it on: its layout, its name
/// and its colour scheme. SwiftUI passes these up as preferences of the whole preview;
/// Darkroom collects them while the preview is lowered, in a log carried in the lowering's
/// environment (a value of that render, never a global), and lays the preview out by them.
package final class PreviewSettings: @unchecked Sendable {
    private let lock = NSLock()
    private var layoutValue: PreviewLayout?
    private var displayNameValue: String?
    private var colorSchemeValue: ColorScheme?

    package init() {}

    /// The outermost `previewLayout` wins, as for any preference read at the top.
    package var layout: PreviewLayout? { lock.withLock { layoutValue } }
    package var displayName: String? { lock.withLock { displayNameValue } }
    /// `preferredColorScheme`: the scheme of the whole preview (Apple: "the preferred color
    /// scheme for the nearest enclosing presentation").
    package var colorScheme: ColorScheme? { lock.withLock { colorSchemeValue } }

    func record(layout: PreviewLayout) { lock.withLock { if layoutValue == nil { layoutValue = layout } } }
    func record(displayName: String?) { lock.withLock { if displayNameValue == nil { displayNameValue = displayName } } }
    func record(colorScheme: ColorScheme) { lock.withLock { if colorSchemeValue == nil { colorSchemeValue = colorScheme } } }

    /// Lowers `view` as a preview and returns its tree with the settings it declared.
    package static func lower(_ view: any View) -> (node: Node, settings: PreviewSettings) {
        let settings = PreviewSettings()
        var environment = EnvironmentValues()
        environment.previewSettings = settings
        return (ViewLowering.node(view, environment: environment), settings)
    }

    /// iOS's `systemBackground` in light or dark: what a preview's canvas shows behind it.
    package static func systemBackground(dark: Bool) -> DarkroomLayout.Color {
        var environment = EnvironmentValues()
        environment.colorScheme = dark ? .dark : .light
        return Color(uiColor: .systemBackground).resolved(in: environment)
    }

    /// The previews of a `PreviewProvider`: Xcode shows each view of the top-level `Group`,
    /// `ForEach` or view builder block as a preview of its own, with the modifiers applied to
    /// the group applied to each.
    package static func pages(_ view: any View) -> [any View] {
        (view as? any PreviewPageContainer)?.previewPages ?? [view]
    }
}

private struct PreviewSettingsKey: EnvironmentKey { static var defaultValue: PreviewSettings? { nil } }

extension EnvironmentValues {
    /// The settings log of the preview being lowered; nil outside previews.
    var previewSettings: PreviewSettings? {
        get { self[PreviewSettingsKey.self] }
        set { self[PreviewSettingsKey.self] = newValue }
    }
}

/// Views whose children Xcode splits into separate previews at the top of `previews`.
protocol PreviewPageContainer { var previewPages: [any View] { get } }

extension Group: PreviewPageContainer { var previewPages: [any View] { PreviewSettings.pages(content) } }

extension TupleView: PreviewPageContainer {
    var previewPages: [any View] {
        Mirror(reflecting: value).children.compactMap { $0.value as? any View }.flatMap { PreviewSettings.pages($0) }
    }
}

extension ForEach: PreviewPageContainer {
    var previewPages: [any View] { data.flatMap { PreviewSettings.pages(content($0)) } }
}

extension ModifiedContent: PreviewPageContainer where Content: View, Modifier: ViewModifier {
    var previewPages: [any View] {
        let inner = PreviewSettings.pages(content)
        guard inner.count > 1 else { return [self] }
        return inner.map { ModifiedContent<AnyView, Modifier>(content: AnyView(erasing: $0 as Any)!, modifier: modifier) }
    }
}
