import Foundation
import Testing
@testable import DarkroomGallery

@Suite struct DocsBuilderTests {
    @Test("writes Markdown, specs that decode, an index and the key variant images")
    func writesDocs() throws {
        let tmp = SyntheticStore.temporaryFolder("docs")
        let store = try SyntheticStore(root: tmp + "/in")
        let out = tmp + "/docs"
        try DocsBuilder(manifest: store.manifest, storeDirectory: store.storeDirectory).write(to: out)

        let index = try JSONDecoder().decode(DocsIndex.self, from: Data(text(out + "/specs/index.json").utf8))
        #expect(index.components.map(\.name) == ["InputCheckboxBase", "ChipBase"])
        #expect(index.version == "0.1.0-test")
        for entry in index.components {
            let spec = try JSONDecoder().decode(ComponentSpec.self, from: Data(text("\(out)/specs/\(entry.spec)").utf8))
            #expect(spec.name == entry.name)
            // The default-axes variant in each theme and direction, at 2x, first brand in id order.
            #expect(spec.images.count == 4)
            #expect(spec.images.first?.axes == ["brand": "acme", "theme": "light", "direction": "ltr"])
            #expect(spec.images.allSatisfy { $0.scale == 2 })
            for image in spec.images { #expect(FileManager.default.fileExists(atPath: "\(out)/\(image.file)")) }
            #expect(FileManager.default.fileExists(atPath: "\(out)/components/\(entry.name).md"))
        }
        let chip = try JSONDecoder().decode(ComponentSpec.self, from: Data(text(out + "/specs/components/ChipBase.json").utf8))
        #expect(chip.description == "Filter chip. Label: \(SyntheticStore.hostile)")
        #expect(chip.accessibility.first?.labels == [SyntheticStore.hostile])
        #expect(chip.accessibility.first?.values == ["checked", "unchecked"])
        #expect(chip.accessibility.first?.descriptions == ["Filters the list"])
        #expect(chip.axes.first?.default == "default")
    }

    @Test("Markdown shows catalogue strings escaped, never as raw HTML or Markdown")
    func escapesMarkdown() throws {
        let tmp = SyntheticStore.temporaryFolder("docs-escape")
        let store = try SyntheticStore(root: tmp + "/in")
        try DocsBuilder(manifest: store.manifest, storeDirectory: store.storeDirectory).write(to: tmp + "/docs")
        for file in allFiles(under: tmp + "/docs") where file.hasSuffix(".md") || file.hasSuffix(".json") {
            #expect(!text("\(tmp)/docs/\(file)").contains("<script>"), "raw <script> in \(file)")
        }
        let md = text(tmp + "/docs/components/ChipBase.md")
        #expect(md.contains(#"&lt;script&gt;alert(1)&lt;/script&gt; "quotes" &amp; ampersands"#))
        #expect(md.contains("## Accessibility"))
        #expect(md.contains("<img src=\"../images/ChipBase/default-acme-light-ltr@2x.png\" width=\"72\" height=\"28\""))
        #expect(allFiles(under: tmp + "/docs").allSatisfy { !$0.contains(".tmp-") })
    }
}
