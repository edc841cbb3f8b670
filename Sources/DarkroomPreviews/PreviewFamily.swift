import DarkroomCatalog
import DarkroomLayout
import DarkroomTokens
import DarkroomUI

/// The previews of one source file: one snapshot family, whose axis `preview` has a value per
/// preview, named after the preview ("Disabled state" is `disabled_state`) or numbered in the
/// file's order (`preview_1`).
struct PreviewFamily {
    let name: String
    let previews: [(value: String, preview: FoundPreview, layout: CanvasLayout, colorScheme: ColorScheme?, title: String)]

    /// Families of `found`, sorted by name, each preview in file order. A file name shared by
    /// two modules is prefixed with its module in both (`Core_Button`, `Legacy_Button`).
    static func families(of found: [FoundPreview]) -> [PreviewFamily] {
        let bySource = Dictionary(grouping: found, by: \.source)
        let modulesPerFile = Dictionary(grouping: bySource.keys, by: { PreviewNames.folder($0.file) })
        var families: [PreviewFamily] = []
        for (source, previews) in bySource {
            let base = PreviewNames.folder(source.file)
            let name = modulesPerFile[base]!.count > 1 ? PreviewNames.folder(source.module + "_" + source.file) : base
            var used: Set<String> = []
            var numbered = 0
            let ordered = previews.sorted { ($0.line, $0.origin) < ($1.line, $1.origin) }
            families.append(PreviewFamily(name: name, previews: ordered.map { preview in
                let lowered = PreviewSettings.lower(preview.content)
                let title = preview.displayName ?? lowered.settings.displayName
                numbered += 1
                let value = PreviewNames.unique(PreviewNames.value(title) ?? "preview_\(numbered)", in: &used)
                return (value, preview, layout(preview.traits, lowered.settings.layout), lowered.settings.colorScheme,
                        title ?? "Preview \(numbered)")
            }))
        }
        return families.sorted { $0.name < $1.name }
    }

    /// Traits decide first (Xcode reads `traits:` of `#Preview`), then a `previewLayout`
    /// modifier (how a `PreviewProvider` says it), then the default: the device.
    private static func layout(_ traits: [PreviewTrait<Preview.ViewTraits>.Value], _ modifier: PreviewLayout?) -> CanvasLayout {
        var screen = DeviceScreen.portrait
        var chosen: CanvasLayout?
        for trait in traits {
            switch trait {
            case .sizeThatFitsLayout: chosen = .sizeThatFits
            case .fixedLayout(let width, let height): chosen = .fixed(width: width, height: height)
            case .defaultLayout: chosen = nil
            case .portrait: screen = .portrait
            case .landscapeLeft, .landscapeRight: screen = .landscape
            }
        }
        if let chosen { return chosen }
        switch modifier {
        case .sizeThatFits?: return .sizeThatFits
        case .fixed(let width, let height)?: return .fixed(width: Double(width), height: Double(height))
        case .device?, nil: return .device(screen)
        }
    }

    var entry: CatalogEntry {
        let previews = self.previews
        let axis = ComponentAxis(name: "preview", values: previews.map(\.value), defaultValue: previews[0].value)
        let summary = "Previews: " + previews.map { "\($0.title) (\($0.preview.origin), \($0.layout.description))" }.joined(separator: "; ")
        let identity = "previews|" + previews.map(\.preview.origin).joined(separator: "|")
        return CatalogEntry(name: name, summary: summary, axes: [axis], identity: identity) { axes in
            guard let chosen = previews.first(where: { $0.value == axes.values["preview"] }) else { return nil }
            let canvas = PreviewCanvas(content: chosen.preview.content, layout: chosen.layout, colorScheme: chosen.colorScheme)
            let proposal = chosen.layout.proposal
            // The system background of the preview's scheme: its own `preferredColorScheme`, else
            // the variant's (the token modifier `theme`).
            let background: (ResolvedTokens) -> DarkroomLayout.Color = { tokens in
                PreviewSettings.systemBackground(dark: chosen.colorScheme.map { $0 == .dark }
                    ?? tokens.context.contains { $0.modifier == "theme" && $0.value == "dark" })
            }
            return EntryVariant(proposedWidth: proposal.width, proposedHeight: proposal.height, background: background) { _, environment in
                ViewLowering.node(canvas, environment: EnvironmentValues(variant: environment))
            }
        }
    }
}
