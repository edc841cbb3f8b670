import Testing
@testable import DarkroomTokens

/// Type errors, layer errors, unknown names and missing component tokens.
@Suite struct ErrorTests {
    @Test func colourTypeWithNonColourValue() {
        let file = Fixture.path("errors/wrong-type-color.tokens.json")
        let e = expectTokenError(.typeMismatch) { _ = try TokenSet.load(files: [file]) }
        #expect(e?.token == "color.accent")
        #expect(e?.file == file && e?.line == 4 && e?.column == 27)
        #expect(e?.message.contains("declared as color, but its value \"16px\" is not a color") == true)
        #expect(e?.message.contains("#RRGGBB") == true) // says what to write instead
    }

    // An alias of a dimension where a colour is declared.
    @Test func aliasOfWrongType() {
        let e = expectTokenError(.typeMismatch) { _ = try TokenSet.load(files: [Fixture.path("errors/alias-wrong-type.tokens.json")]) }
        #expect(e?.token == "color.accent")
        #expect(e?.line == 5 && e?.column == 27)
        #expect(e?.message.contains("refers to {space.100}") == true)
        #expect(e?.message.contains("which is a dimension") == true)
    }

    @Test func unknownFontWeightName() {
        let e = expectTokenError(.typeMismatch) { _ = try TokenSet.load(files: [Fixture.path("errors/wrong-type-weight.tokens.json")]) }
        #expect(e?.message.contains("\"heavyish\"") == true)
    }

    // A typo in a composite member name leaves a required member missing.
    @Test func compositeMissingRequiredMember() {
        let e = expectTokenError(.typeMismatch) { _ = try TokenSet.load(files: [Fixture.path("errors/composite-missing-member.tokens.json")]) }
        #expect(e?.message.contains("has no \"fontSize\"") == true)
    }

    @Test func preDTCGFormatIsExplained() {
        let e = expectTokenError(.invalidToken) { _ = try TokenSet.load(files: [Fixture.path("errors/legacy-format.tokens.json")], validation: .strict) }
        #expect(e?.message.contains("write \"$value\" instead of \"value\"") == true)
    }

    // One bad brand fails the whole load: no table of any brand is returned.
    @Test func loadingIsAllOrNothing() {
        let file = Fixture.path("errors/half-loaded/brands/beta.tokens.json")
        let e = expectTokenError(.typeMismatch) { _ = try TokenSet.load(directory: Fixture.path("errors/half-loaded")) }
        #expect(e?.file == file && e?.line == 4 && e?.column == 27)
    }

    @Test func themeMissingATokenAnotherThemeHas() {
        let e = expectTokenError(.inconsistentLayers) { _ = try TokenSet.load(directory: Fixture.path("errors/missing-in-theme")) }
        #expect(e?.token == "color.muted")
        #expect(e?.file?.hasSuffix("themes/dark.tokens.json") == true)
        #expect(e?.message.contains("The theme 'dark' does not define color.muted, which the theme 'light' defines at") == true)
        #expect(e?.message.contains("light.tokens.json:5:26") == true)
    }

    @Test func tokenDefinedInTwoLayers() {
        let e = expectTokenError(.duplicateToken) { _ = try TokenSet.load(directory: Fixture.path("errors/duplicate"), validation: .strict) }
        #expect(e?.token == "color.text")
        #expect(e?.line == 4 && e?.column == 25)
        #expect(e?.message.contains("core.tokens.json:2") == true)
    }

    @Test func unknownBrandListsValidNames() throws {
        let set = try TokenSet.load(directory: Fixture.path("valid"))
        let e = expectTokenError(.unknownBrand) { _ = try set.resolve(brand: "alhpa", theme: "light") }
        #expect(e?.message.contains("unknown brand 'alhpa'; valid brands: alpha, beta") == true)
        #expect(e?.message.contains("Did you mean 'alpha'?") == true)
    }

    @Test func unknownThemeListsValidNames() throws {
        let set = try TokenSet.load(directory: Fixture.path("valid"))
        let e = expectTokenError(.unknownTheme) { _ = try set.resolve(brand: "alpha", theme: "sepia") }
        #expect(e?.message.contains("unknown theme 'sepia'; valid themes: dark, light") == true)
    }

    @Test func missingDirectoryIsAnIOError() {
        expectTokenError(.io) { _ = try TokenSet.load(directory: Fixture.path("no-such-dir")) }
    }

    // check() names the component, the token, the brand and the theme.
    @Test func componentNeedsAMissingToken() throws {
        let t = try TokenSet.load(directory: Fixture.path("valid")).resolve(brand: "beta", theme: "dark")
        let e = expectTokenError(.missingToken) {
            try t.check([TokenRequirement("color.text", .color), TokenRequirement("color.focusRing", .color)], component: "CheckboxView")
        }
        #expect(e?.token == "color.focusRing")
        #expect(e?.message.contains("component CheckboxView needs token color.focusRing (color), which brand 'beta' theme 'dark' does not define") == true)
    }

    @Test func componentNeedsAnotherType() throws {
        let t = try TokenSet.load(directory: Fixture.path("valid")).resolve(brand: "alpha", theme: "light")
        let e = expectTokenError(.typeMismatch) { try t.check([TokenRequirement("size.base", .color)], component: "ChipBase") }
        #expect(e?.message.contains("component ChipBase needs token size.base as color, but in brand 'alpha' theme 'light' it is a dimension") == true)
        #expect(e?.file?.hasSuffix("core.tokens.json") == true)
    }

    @Test func checkPassesWhenEverythingIsThere() throws {
        let t = try TokenSet.load(directory: Fixture.path("valid")).resolve(brand: "alpha", theme: "light")
        try t.check([TokenRequirement("size.base", .dimension), TokenRequirement("text.body", .typography),
                     TokenRequirement("color.outline", .composite)], component: "Demo")
    }
}
