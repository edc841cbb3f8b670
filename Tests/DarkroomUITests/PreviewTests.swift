import Testing

/// `#Preview` compiles as in Xcode, with its body type-checked as written (the files under
/// `Components/` end in previews and are part of this target, so the target building is the
/// first test); `darkroom --package` renders previews (DarkroomPreviewsTests, make previews).
@Suite struct PreviewTests {
    @Test("every form of #Preview a component file uses compiles")
    func previewFormsCompile() throws {
        let (status, output) = try CompileFailTests.typecheck("""
            import SwiftUI
            struct Tag: View {
                var title: String
                var body: some View { Text(title).padding(4) }
            }
            #Preview { Tag(title: "New") }
            #Preview("Two tags") {
                Tag(title: "New")
                Tag(title: "Old")
            }
            #Preview("Fixed", traits: .fixedLayout(width: 200, height: 80), .landscapeLeft) {
                let title = "Built"
                return Tag(title: title)
            }
            #Preview(traits: .sizeThatFitsLayout) { Tag(title: "Fits") }
            struct Tag_Previews: PreviewProvider {
                static var previews: some View { Tag(title: "Provider") }
            }
            """)
        #expect(status == 0, "\(output)")
    }

    @Test("a preview body is type-checked: a mistake in it is a compile error")
    func previewBodyIsChecked() throws {
        let (status, output) = try CompileFailTests.typecheck("""
            import SwiftUI
            #Preview { Text(title: 42) }
            """)
        #expect(status != 0)
        #expect(output.contains("error:") && output.contains("title"), "\(output)")
        #expect(!output.contains("DarkroomUIMacros"), "the plugin did not load: \(output)")
    }
}
