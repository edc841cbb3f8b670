import Testing

/// An asset-catalogue colour cannot be looked up off Apple's platforms: a compile error that
/// says what to write instead, never a guessed colour.
@Suite struct AssetColorTests {
    @Test func assetCatalogueColourIsACompileError() throws {
        let (status, output) = try CompileFailTests.typecheck("""
            import SwiftUI
            struct Swatch: View { var body: some View { Color("BrandPrimary") } }
            """)
        #expect(status != 0)
        #expect(output.contains("DarkroomUI: asset-catalogue colours are not read"), "\(output)")
    }
}
