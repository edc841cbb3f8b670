import DarkroomCatalog
import DarkroomUI

/// The catalogue a package's previews make, with no code written for Darkroom: every
/// `#Preview` and every `PreviewProvider` linked into the process (`PreviewDiscovery`) is a
/// snapshot family named after its source file, with one value of the axis `preview` per
/// preview. The matrix adds the colour scheme (the token modifier `theme`), the layout
/// direction, and the Dynamic Type sizes and scales a run asks for.
public enum PreviewCatalog {
    /// The previews found in this process, as a catalogue. Preview bodies are main-actor
    /// closures, as in SwiftUI: they run here, once each, and the views they return are
    /// lowered per variant on the render threads.
    /// - Parameter modules: only previews written in these modules (a team's targets, not
    ///   the ones Darkroom itself links); nil takes every module.
    @MainActor
    public static func discover(modules: Set<String>? = nil) -> Catalog {
        let found = PreviewDiscovery.all(modules: modules)
        var previews: [FoundPreview] = []
        for registry in found.registries {
            let preview = registry.makePreview()
            previews.append(FoundPreview(source: PreviewSource(fileID: registry.fileID), line: registry.line,
                                         displayName: preview.name, content: .of(preview.body()),
                                         traits: preview.traits.map(\.value), origin: "#Preview at \(registry.fileID):\(registry.line)"))
        }
        for provider in found.providers {
            let type = String(reflecting: provider)
            let pages = PreviewSettings.pages(providerPreviews(provider))
            for (index, page) in pages.enumerated() {
                // After the file's #Previews: a provider is conventionally written last.
                previews.append(FoundPreview(source: PreviewSource(providerType: type), line: Int(Int32.max) + index,
                                             displayName: nil, content: .of(page), traits: [],
                                             origin: "\(type).previews" + (pages.count > 1 ? " (view \(index + 1) of \(pages.count))" : "")))
            }
        }
        return Catalog(entries: PreviewFamily.families(of: previews).map(\.entry), canvasInset: 0)
    }

    @MainActor
    private static func providerPreviews<P: PreviewProvider>(_ provider: P.Type) -> any View { P.previews }
}

/// Where a preview is written: its module and the file's base name (`#Preview` knows its
/// file; a `PreviewProvider` is named after its file by convention, `ChipBase_Previews`).
struct PreviewSource: Hashable {
    let module: String
    let file: String

    init(fileID: String) {
        let parts = fileID.split(separator: "/", maxSplits: 1).map(String.init)
        module = parts.count == 2 ? parts[0] : ""
        let file = parts.last ?? fileID
        self.file = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    init(providerType: String) {
        let parts = providerType.split(separator: ".").map(String.init)
        module = parts.count > 1 ? parts[0] : ""
        let name = parts.last ?? providerType
        file = name.hasSuffix("_Previews") ? String(name.dropLast(9)) : name
    }
}

/// One preview as found: where it is, what it is called, and its view.
struct FoundPreview: @unchecked Sendable {
    let source: PreviewSource
    /// Order within the file: the `#Preview`'s line, or the provider page's index.
    let line: Int
    let displayName: String?
    /// Built on the main actor when found; only lowered (read) afterwards.
    let content: AnyView
    let traits: [PreviewTrait<Preview.ViewTraits>.Value]
    /// Where to look when it fails: "#Preview at Module/File.swift:12".
    let origin: String
}

private extension AnyView {
    /// Every `View` erases; `init?(erasing:)` is failable only for values that are not views.
    static func of(_ view: any View) -> AnyView { AnyView(erasing: view as Any)! }
}
