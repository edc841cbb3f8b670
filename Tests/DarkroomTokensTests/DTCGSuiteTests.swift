import DarkroomLayout
import Foundation
import Testing
@testable import DarkroomTokens

/// The official DTCG 2025.10 test suite (design-tokens/community-group, test-suite/tests/2025.10),
/// reproduced as our own fixtures in Fixtures/dtcg (see its README): every positive case loads
/// with the values written here, every negative case is refused with a message that names the
/// cause. Colours were computed by Fixtures/dtcg/reference_colors.py, independently of Darkroom.
@Suite struct DTCGFormatSuiteTests {
    static let root = Fixture.path("dtcg")

    static func c(_ hex: String) -> TokenValue { .color(Color(hex: hex)!) }
    static func d(_ px: Double) -> TokenValue { .dimension(px) }
    static func n(_ v: Double) -> TokenValue { .number(v) }
    static func raw(_ s: String) -> TokenValue { .raw(s) }
    static func comp(_ m: [String: TokenValue]) -> TokenValue { .composite(m) }
    static func bezier(_ p: [Double]) -> TokenValue { .list(p.map(TokenValue.number)) }
    static func shadow(_ color: String, _ x: Double, _ y: Double, _ blur: Double, _ spread: Double) -> [String: TokenValue] {
        ["color": c(color), "offsetX": d(x), "offsetY": d(y), "blur": d(blur), "spread": d(spread)]
    }
    static func typo(size: Double, weight: Int = 400, spacing: Double = 0, line: Double = 1.5) -> TokenValue {
        comp(["fontFamily": .fontFamily("sans-serif"), "fontSize": d(size), "fontWeight": .fontWeight(weight), "letterSpacing": d(spacing), "lineHeight": n(line)])
    }

    /// Positive cases: file -> every token it defines, with its value.
    static let positive: [String: [String: TokenValue]] = [
        "borders/border-basic": ["border": comp(["color": c("#000000"), "width": d(0), "style": raw("solid")])],
        "borders/border-custom-dash": ["border": comp(["color": c("#000000"), "width": d(0), "style": comp(["dashArray": .list([d(8), d(4)]), "lineCap": raw("round")])])],
        "borders/border-dashed": ["border": comp(["color": c("#000000"), "width": d(0), "style": raw("dashed")])],
        "colors/a98-rgb": ["color": c("#ED309D")],
        "colors/alpha-fully-transparent": ["color": c("#00000000")],
        "colors/display-p3": ["color": c("#FF7D00")],
        "colors/hsl-basic": ["color": c("#40BFBF")],
        "colors/hsl-with-none": ["color": c("#FFFFFF")],
        "colors/hwb-basic": ["color": c("#33B333")],
        "colors/lab-basic": ["color": c("#FF00FF")],
        "colors/lch-basic": ["color": c("#FF00FF")],
        "colors/oklab-basic": ["color": c("#FF00FF")],
        "colors/oklch-basic": ["color": c("#FF00FF")],
        "colors/prophoto-rgb": ["color": c("#DE25F8")],
        "colors/rec2020": ["color": c("#81D762")],
        "colors/srgb-basic": ["color": c("#FF0080")],
        "colors/srgb-linear": ["color": c("#BCBCBC")],
        "colors/srgb-with-alpha": ["color": c("#3366CC80")],
        "colors/xyz-d50": ["color": c("#FF00FF")],
        "colors/xyz-d65": ["color": c("#FF00FF")],
        "cubicBezier/basic": ["cubicBezier": bezier([0.42, 0, 0.58, 1])],
        "cubicBezier/extreme-values": ["cubicBezier": bezier([0.68, -0.55, 0.265, 1.55])],
        "dimensions/extreme-dimension-values": ["dimensions.large": d(9999.99), "dimensions.tiny": d(0.016)],
        "dimensions/fractional-value": ["dimension": d(8)],
        "dimensions/px-basic": ["dimension": d(16)],
        "dimensions/rem-basic": ["dimension": d(32)],
        "dimensions/zero-value": ["dimension": d(0)],
        "durations/fractional-seconds": ["duration": .duration(2500)],
        "durations/milliseconds": ["duration": .duration(300)],
        "durations/seconds": ["duration": .duration(1500)],
        "durations/zero-ms": ["duration": .duration(0)],
        "fontFamily/family-array": ["fontFamily": .fontFamily("Arial, Helvetica, sans-serif")],
        "fontFamily/family-single-element": ["fontFamily": .fontFamily("Monaco")],
        "fontFamily/family-string": ["fontFamily": .fontFamily("Helvetica Neue")],
        "fontWeight/extreme-font-weights": ["fontWeights.min": .fontWeight(1), "fontWeights.max": .fontWeight(1000)],
        "fontWeight/weight-black": ["fontWeight": .fontWeight(900)],
        "fontWeight/weight-extra-bold": ["fontWeight": .fontWeight(800)],
        "fontWeight/weight-hairline": ["fontWeight": .fontWeight(100)],
        "fontWeight/weight-numeric": ["fontWeight": .fontWeight(700)],
        "fontWeight/weight-string": ["fontWeight": .fontWeight(700)],
        "fontWeight/weight-thin": ["fontWeight": .fontWeight(100)],
        "fontWeight/weight-ultra-black": ["fontWeight": .fontWeight(950)],
        "gradients/gradient-basic": ["gradient": .list([comp(["color": c("#FF0000"), "position": n(0)]), comp(["color": c("#0000FF"), "position": n(1)])])],
        "gradients/gradient-missing-start": ["gradient": .list([comp(["color": c("#000000"), "position": n(0.666)]), comp(["color": c("#000000"), "position": n(1)])])],
        "gradients/gradient-single-stop": ["gradient": .list([comp(["color": c("#000000"), "position": n(0.5)])])],
        "gradients/gradient-three-stop": ["gradient": .list([comp(["color": c("#000000"), "position": n(0)]), comp(["color": c("#808080"), "position": n(0.5)]), comp(["color": c("#FFFFFF"), "position": n(1)])])],
        "group/empty-group": [:],
        "group/extends-nested-override": ["base-theme.primary": c("#FF0000"), "base-theme.secondary": c("#00FF00"),
                                          "dark-theme.primary": c("#0000FF"), "dark-theme.secondary": c("#00FF00")],
        "group/group-extends": ["base-button.background": c("#FF0000"), "base-button.text": c("#00FF00"),
                                "primary-button.background": c("#0000FF"), "primary-button.text": c("#00FF00")],
        "group/multi-level-extends": ["base-component.background": c("#FF0000"), "base-component.text": c("#00FF00"),
                                      "button.background": c("#0000FF"), "button.text": c("#00FF00"),
                                      "primary-button.background": c("#FFFF00"), "primary-button.text": c("#00FF00")],
        "group/nested-groups": ["colors.nested.deep.veryDeep.color": c("#000000")],
        "group/root-token": ["group.$root": c("#808080"), "group.light": c("#FFFFFF"), "group.dark": c("#000000")],
        "group/type-inheritance": ["colors.primary": c("#FF0000"), "colors.secondary": c("#00FF00")],
        "metadata/deprecated-boolean": ["color": c("#000000")],
        "metadata/deprecated-string": ["dimension": d(0)],
        "metadata/with-extensions": ["color": c("#000000")],
        "numbers/negative": ["number": n(-5)],
        "numbers/positive": ["number": n(1.5)],
        "numbers/zero": ["number": n(0)],
        "references/chained-reference": ["colors.blue": c("#0000FF"), "semantic.primary": c("#0000FF"), "aliases.brand": c("#0000FF")],
        "references/color-components-array-ref": ["colors.base": c("#FF8000"), "colors.derived": c("#FF8000")],
        "references/color-components-ref-hsl": ["colors.base": c("#40BF40"), "colors.derived": c("#40BF40")],
        "references/composite-subvalue-refs": ["base-shadow": comp(shadow("#FF0000", 1, 2, 3, 4)), "shadow-color-only": c("#FF0000"),
                                               "shadow-blur-only": d(3), "shadow-offsetX-value": n(1)],
        "references/composite-with-refs": ["colors.black": c("#000000"), "dimensions.small": d(2), "shadows.default": comp(shadow("#000000", 2, 2, 0, 0))],
        "references/cross-composite-refs": ["base-shadow": comp(shadow("#FF0000", 1, 2, 3, 4)),
                                            "border-reusing-shadow-color": comp(["color": c("#FF0000"), "width": d(4), "style": raw("solid")]),
                                            "dimension-from-shadow": d(2)],
        "references/curly-brace-alias": ["colors.blue": c("#0000FF"), "semantic.primary": c("#0000FF")],
        "references/gradient-array-refs": ["base-gradient": .list([comp(["color": c("#FF0000"), "position": n(0)]), comp(["color": c("#0000FF"), "position": n(1)])]),
                                           "color-from-gradient-start": c("#FF0000"), "color-from-gradient-end": c("#0000FF"), "position-from-gradient": n(1)],
        "references/json-pointer-basic": ["colors.blue": c("#0000FF"), "semantic.primary": c("#0000FF")],
        "references/json-pointer-subproperty": ["colors.color": c("#400000"), "numbers.component": n(0.25)],
        "references/multi-source-composite": [
            "base-gradient": .list([comp(["color": c("#00FF00"), "position": n(0)]), comp(["color": c("#000000"), "position": n(1)])]),
            "base-border": comp(["color": c("#000000"), "width": d(1), "style": comp(["dashArray": .list([d(5)]), "lineCap": raw("round")])]),
            "base-shadow": comp(shadow("#000000", 0, 3, 0, 0)),
            "complex-shadow-from-multiple-sources": comp(shadow("#00FF00", 1, 3, 5, 0))],
        "references/nested-composite-refs": [
            "base-border": comp(["color": c("#000000"), "width": d(0), "style": comp(["dashArray": .list([d(3), d(1)]), "lineCap": raw("round")])]),
            "stroke-from-border": comp(["dashArray": .list([d(3), d(1)]), "lineCap": raw("round")]),
            "dimension-from-dash-array": d(3),
            "base-transition": comp(["duration": .duration(100), "delay": .duration(0), "timingFunction": bezier([0.4, 0, 0.2, 1])]),
            "duration-from-transition": .duration(100), "easing-from-transition": bezier([0.4, 0, 0.2, 1])],
        "references/strokestyle-dasharray-ref": ["strokeStyles.base": comp(["dashArray": .list([d(2), d(1)]), "lineCap": raw("round")]),
                                                 "strokeStyles.derived": comp(["dashArray": .list([d(2), d(1)]), "lineCap": raw("butt")])],
        "references/typography-property-refs": [
            "base-typography": typo(size: 14, spacing: 0.25, line: 1.25),
            "extracted-font-family": .fontFamily("sans-serif"), "extracted-font-size": d(14), "extracted-line-height": n(1.25),
            "typography-inheriting-parts": typo(size: 20, weight: 700, spacing: 0.25, line: 1.25)],
        "shadows/shadow-array": ["shadow": .list([comp(shadow("#000000", 1, 2, 3, 0)), comp(shadow("#FF0000", 0, 0, 0, 4))])],
        "shadows/shadow-basic": ["shadow": comp(shadow("#000000", 0, 4, 8, 0))],
        "shadows/shadow-with-inset": ["shadow": comp(shadow("#000000", 0, 0, 0, 0).merging(["inset": raw("true")]) { $1 })],
        "strokeStyles/custom-dash": ["strokeStyle": comp(["dashArray": .list([d(4), d(2)]), "lineCap": raw("round")])],
        "strokeStyles/custom-dash-butt-cap": ["strokeStyle": comp(["dashArray": .list([d(0), d(0)]), "lineCap": raw("butt")])],
        "strokeStyles/custom-dash-square-cap": ["strokeStyle": comp(["dashArray": .list([d(0), d(0)]), "lineCap": raw("square")])],
        "strokeStyles/dashed": ["strokeStyle": raw("dashed")], "strokeStyles/dotted": ["strokeStyle": raw("dotted")],
        "strokeStyles/double": ["strokeStyle": raw("double")], "strokeStyles/groove": ["strokeStyle": raw("groove")],
        "strokeStyles/inset": ["strokeStyle": raw("inset")], "strokeStyles/outset": ["strokeStyle": raw("outset")],
        "strokeStyles/ridge": ["strokeStyle": raw("ridge")], "strokeStyles/solid": ["strokeStyle": raw("solid")],
        "transitions/transition-basic": ["transition": comp(["duration": .duration(200), "delay": .duration(0), "timingFunction": bezier([0, 0, 1, 1])])],
        "transitions/transition-with-delay": ["transition": comp(["duration": .duration(250), "delay": .duration(500), "timingFunction": bezier([0, 0, 1, 1])])],
        "typography/typography-basic": ["typography": typo(size: 16)],
        "typography/typography-negative-letterspacing": ["typography": typo(size: 16, spacing: -0.5)],
        "typography/typography-rem-fontsize": ["typography": typo(size: 14)],
        "typography/typography-string-weight": ["typography": typo(size: 16)],
    ]

    @Test(arguments: positive.keys.sorted())
    func positiveCase(_ name: String) throws {
        for validation in [TokenValidation.lenient, .strict] {
            let table = try TokenSet.load(files: [Self.root + "/format/positive/\(name).json"], validation: validation)
            #expect(table.values == Self.positive[name]!, "\(name), \(validation)")
        }
    }

    // The metadata cases keep what they say: deprecation and extensions survive the load.
    @Test func metadataIsKept() throws {
        let dir = Self.root + "/format/positive/metadata/"
        #expect(try TokenSet.load(files: [dir + "deprecated-boolean.json"]).deprecations == ["color": ""])
        #expect(try TokenSet.load(files: [dir + "deprecated-string.json"]).deprecations == ["dimension": "Use spacing.base instead"])
        #expect(try TokenSet.load(files: [dir + "with-extensions.json"]).extensions == ["color": #"{"com.example.tool":{"customProperty":"value"}}"#])
    }

    /// Negative cases: file -> the kind of error and words the message must contain.
    static let negative: [String: (TokenError.Kind, String)] = [
        "borders/border-composite-color-wrong-type": (.typeMismatch, "invalid-border.color must be a color, but its value \"red\""),
        "borders/border-missing-color": (.typeMismatch, "invalid-border is a border but has no \"color\""),
        "borders/border-missing-style": (.typeMismatch, "has no \"style\""),
        "borders/border-missing-width": (.typeMismatch, "has no \"width\""),
        "borders/border-style-wrong-type": (.typeMismatch, "invalid-border.style must be a strokeStyle, but its value 1"),
        "borders/border-wrong-color-type": (.typeMismatch, "DTCG 2025.10 writes a colour as an object"),
        "colors/color-alpha-out-of-range": (.typeMismatch, "its alpha 1.5 is outside 0...1"),
        "colors/color-component-out-of-range": (.typeMismatch, "its blue 2 is outside 0...1 in srgb"),
        "colors/color-components-not-array": (.typeMismatch, "its components are an object, not an array"),
        "colors/color-hex-not-string": (.typeMismatch, "its hex fallback is 16711680, not a string"),
        "colors/color-hex-with-alpha": (.typeMismatch, "\"#ff000080\" is not 6-digit #RRGGBB"),
        "colors/color-hex-wrong-format": (.typeMismatch, "\"#f00\" is not 6-digit #RRGGBB"),
        "colors/color-hsl-hue-equals-360": (.typeMismatch, "its hue 360 is outside 0...360 (360 excluded"),
        "colors/color-hsl-negative-lightness": (.typeMismatch, "its lightness -10 is below 0 in hsl"),
        "colors/color-hsl-saturation-over-100": (.typeMismatch, "its saturation 150 is outside 0...100 in hsl"),
        "colors/color-lab-lightness-over-100": (.typeMismatch, "its lightness 150 is outside 0...100 in lab"),
        "colors/color-lch-negative-chroma": (.typeMismatch, "its chroma -10 is below 0 in lch"),
        "colors/color-missing-colorSpace": (.typeMismatch, "it has no \"colorSpace\""),
        "colors/color-missing-components": (.typeMismatch, "it has no \"components\""),
        "colors/color-mixed-none-and-invalid": (.typeMismatch, "its saturation is \"not-a-number\"; a component is a number or \"none\""),
        "colors/color-negative-alpha": (.typeMismatch, "its alpha -0.5 is outside 0...1"),
        "colors/color-negative-component": (.typeMismatch, "its red -0.5 is below 0 in srgb"),
        "colors/color-oklab-lightness-over-1": (.typeMismatch, "its lightness 1.5 is outside 0...1 in oklab"),
        "colors/color-oklch-hue-equals-360": (.typeMismatch, "its hue 360 is outside 0...360 (360 excluded"),
        "colors/color-unknown-colorSpace": (.typeMismatch, "its colorSpace \"cmyk\" is not one of srgb"),
        "colors/color-wrong-component-count": (.typeMismatch, "srgb has 3 components, but 2 are given"),
        "cubicBezier/cubicBezier-negative-x": (.typeMismatch, "its x1 is -0.1; the x coordinates must be between 0 and 1"),
        "cubicBezier/cubicBezier-string-value": (.typeMismatch, "item 0 is \"0.42\", not a number"),
        "cubicBezier/cubicBezier-wrong-length": (.typeMismatch, "it has 3 numbers; a cubic Bézier has four"),
        "cubicBezier/cubicBezier-x-out-of-range": (.typeMismatch, "its x1 is 1.5"),
        "dimensions/dimension-missing-unit": (.typeMismatch, "it has no \"unit\""),
        "dimensions/dimension-missing-value": (.typeMismatch, "it has no \"value\""),
        "dimensions/dimension-string-value": (.typeMismatch, "its \"value\" is \"16\", which is not a JSON number"),
        "dimensions/dimension-wrong-unit": (.typeMismatch, "its unit \"em\" is not one of px, rem"),
        "durations/duration-missing-unit": (.typeMismatch, "it has no \"unit\" (one of ms, s"),
        "durations/duration-missing-value": (.typeMismatch, "it has no \"value\""),
        "durations/duration-wrong-unit": (.typeMismatch, "its unit \"min\" is not one of ms, s"),
        "fontFamily/fontFamily-array-with-number": (.typeMismatch, "item 1 of the list is 123"),
        "fontFamily/fontFamily-number": (.typeMismatch, "invalid-fontFamily is declared as fontFamily, but its value 123 is not a fontFamily"),
        "fontWeight/fontWeight-out-of-range-high": (.typeMismatch, "1001 is outside 1...1000"),
        "fontWeight/fontWeight-out-of-range-low": (.typeMismatch, "0 is outside 1...1000"),
        "fontWeight/fontWeight-unknown-string": (.typeMismatch, "its value \"super-bold\" is not a fontWeight: the names are"),
        "fontWeight/fontWeight-wrong-case": (.typeMismatch, "(did you mean \"bold\"?)"),
        "gradients/gradient-empty-array": (.typeMismatch, "the list is empty; a gradient needs at least one stop"),
        "gradients/gradient-missing-color": (.typeMismatch, "invalid-gradient[0] is a gradient but has no \"color\""),
        "gradients/gradient-missing-position": (.typeMismatch, "invalid-gradient[0] is a gradient but has no \"position\""),
        "gradients/gradient-position-string": (.typeMismatch, "invalid-gradient[0].position must be a number, but its value \"0\""),
        "group/both-value-and-children": (.invalidToken, "an object is either a token (it has $value) or a group, not both"),
        "group/circular-extends": (.invalidToken, "extend each other in a loop: circular-extends-a -> circular-extends-b -> circular-extends-a"),
        "group/extends-nonexistent": (.invalidToken, "no group is defined at nonexistent.group"),
        "group/extends-token": (.invalidToken, "which is a token; $extends must name a group"),
        "metadata/deprecated-number": (.invalidToken, "$deprecated = 1, but $deprecated must be true, false or a string"),
        "metadata/deprecated-object": (.invalidToken, "$deprecated = an object, but $deprecated must be"),
        "metadata/description-not-string": (.invalidToken, "$description = 123, but $description must be a string"),
        "metadata/extensions-not-object": (.invalidToken, "$extensions = an array, but $extensions must be an object"),
        "metadata/extra-properties-in-token": (.invalidToken, "Token invalid-color has a member \"customProp\""),
        "metadata/token-missing-type": (.invalidToken, "invalid-color has no $type, and no group above it has one"),
        "metadata/type-not-string": (.invalidToken, "$type = an array, but $type must be a string"),
        "metadata/type-unknown": (.invalidToken, "the unknown $type \"customType\""),
        "metadata/unsupported-dollar-property": (.invalidToken, "has the property \"$customProp\", which the DTCG format does not define"),
        "metadata/value-null": (.invalidToken, "has a null $value"),
        "numbers/number-object": (.typeMismatch, "invalid-number is declared as number, but its value (an object) is not a number"),
        "numbers/number-string": (.typeMismatch, "a number is a JSON number, not a string"),
        "references/circular-reference-chain": (.aliasCycle, "circular-reference-chain-1 -> circular-reference-chain-2 -> circular-reference-chain-3 -> circular-reference-chain-1"),
        "references/color-curly-brace-in-subvalue": (.typeMismatch, "a reference cannot stand for part of a colour"),
        "references/composite-json-pointer-missing-required": (.typeMismatch, "has no \"offsetY\", \"blur\", \"spread\""),
        "references/composite-ref-to-number-for-dimension": (.typeMismatch, "invalid-border.width must be a dimension, but it refers to {numbers.number}"),
        "references/composite-ref-to-partial-color": (.typeMismatch, "invalid-shadow.color must be a color, but its value (an array)"),
        "references/composite-ref-wrong-subvalue-type": (.typeMismatch, "invalid-shadow.color must be a color, but it refers to {dimensions.dimension}"),
        "references/cubicBezier-curly-brace-in-subvalue": (.typeMismatch, "a reference cannot stand for one of its numbers"),
        "references/dimension-curly-brace-in-subvalue": (.typeMismatch, "a reference cannot stand for part of a dimension"),
        "references/duration-curly-brace-in-subvalue": (.typeMismatch, "a reference cannot stand for part of a duration"),
        "references/gradient-ref-to-non-gradient-stop": (.typeMismatch, "invalid-gradient[0] must be a gradient, but it refers to {colors.color}"),
        "references/json-pointer-array-as-string": (.unknownAlias, "is an array, so \"first\" must be an index"),
        "references/json-pointer-circular-with-ref": (.unknownAlias, "points at the token invalid-color itself, not at a value"),
        "references/json-pointer-double-slash": (.unknownAlias, "has an empty segment"),
        "references/json-pointer-empty-path": (.unknownAlias, "\"#\" points at the whole document"),
        "references/json-pointer-incomplete-dimension": (.typeMismatch, "its value 0 is not a dimension"),
        "references/json-pointer-malformed-syntax": (.unknownAlias, "has more than one '#'"),
        "references/json-pointer-missing-hash": (.unknownAlias, "must start with '#'"),
        "references/json-pointer-missing-value": (.unknownAlias, "points at the token colors.color itself, not at a value; write #/colors/color/$value"),
        "references/json-pointer-mixed-ref-syntax": (.unknownAlias, "mixes in curly-brace reference syntax"),
        "references/json-pointer-negative-array-index": (.unknownAlias, "\"-1\" must be an index 0...2"),
        "references/json-pointer-nonexistent": (.unknownAlias, "there is no token or group \"does\" at the top level"),
        "references/json-pointer-space-in-path": (.unknownAlias, "has an unencoded space"),
        "references/json-pointer-to-description": (.unknownAlias, "points at colors.color's $description, which is metadata, not a value"),
        "references/json-pointer-to-group": (.unknownAlias, "points at the group colors"),
        "references/json-pointer-to-metadata": (.unknownAlias, "points at colors.color's $type, which is metadata"),
        "references/json-pointer-trailing-slash": (.unknownAlias, "has an empty segment"),
        "references/json-pointer-type-mismatch": (.typeMismatch, "invalid-dimension is declared as dimension, but its value 0 is not a dimension"),
        "references/json-pointer-wrong-array-index": (.unknownAlias, "index 99 is past the end"),
        "references/json-pointer-wrong-property": (.unknownAlias, "has no member \"radius\""),
        "references/json-pointer-wrong-separator": (.unknownAlias, "segments are separated by '/', not '.'"),
        "references/ref-and-value-both-present": (.invalidToken, "has both $value and $ref"),
        "references/reference-empty": (.unknownAlias, "the reference \"{}\", which is empty"),
        "references/reference-nonexistent": (.unknownAlias, "refers to {nonexistent.token}, but no token is defined at that path"),
        "references/reference-syntax-missing-brace": (.unknownAlias, "is missing its closing '}'"),
        "references/reference-to-wrong-subvalue": (.unknownAlias, "a curly reference names a whole token; to reach a part of its value, use $ref"),
        "references/reference-type-mismatch": (.typeMismatch, "invalid-color is declared as color, but it refers to {dimensions.dimension}"),
        "references/reference-with-spaces": (.unknownAlias, "has spaces around its names; write {colors.color}"),
        "references/self-reference": (.aliasCycle, "self-reference -> self-reference"),
        "references/stroke-dashArray-ref-wrong-type": (.typeMismatch, "invalid-strokeStyle.dashArray[0] must be a dimension, but it refers to {numbers.number}"),
        "shadows/shadow-array-with-non-object": (.typeMismatch, "invalid-shadow[1] must be a shadow, but its value \"not-a-shadow-object\""),
        "shadows/shadow-missing-blur": (.typeMismatch, "has no \"blur\""),
        "shadows/shadow-missing-color": (.typeMismatch, "has no \"color\""),
        "shadows/shadow-missing-offsetX": (.typeMismatch, "has no \"offsetX\""),
        "shadows/shadow-missing-offsetY": (.typeMismatch, "has no \"offsetY\""),
        "shadows/shadow-missing-spread": (.typeMismatch, "has no \"spread\""),
        "shadows/shadow-wrong-inset-type": (.typeMismatch, "invalid-shadow.inset must be true or false, not \"true\""),
        "strokeStyles/strokeStyle-dashArray-non-dimension": (.typeMismatch, "invalid-strokeStyle.dashArray[0] must be a dimension, but its value 5"),
        "strokeStyles/strokeStyle-empty-dashArray": (.typeMismatch, "invalid-strokeStyle.dashArray is empty"),
        "strokeStyles/strokeStyle-missing-dashArray": (.typeMismatch, "has no \"dashArray\""),
        "strokeStyles/strokeStyle-missing-lineCap": (.typeMismatch, "has no \"lineCap\""),
        "strokeStyles/strokeStyle-unknown-string": (.typeMismatch, "its value \"wavy\" is not a strokeStyle: the stroke-style keywords are"),
        "strokeStyles/strokeStyle-wrong-lineCap": (.typeMismatch, "invalid-strokeStyle.lineCap must be one of \"round\", \"butt\", \"square\", not \"beveled\""),
        "token-name/token-name-curly-brace": (.invalidToken, "The name \"token{invalid}\" cannot be used"),
        "token-name/token-name-period": (.invalidToken, "The name \"token.invalid\" cannot be used"),
        "token-name/token-name-starts-with-dollar": (.invalidToken, "token and group names cannot start with '$'"),
        "transitions/transition-missing-delay": (.typeMismatch, "has no \"delay\""),
        "transitions/transition-missing-duration": (.typeMismatch, "has no \"duration\""),
        "transitions/transition-missing-timingFunction": (.typeMismatch, "has no \"timingFunction\""),
        "typography/typography-composite-dimension-wrong-type": (.typeMismatch, "invalid-typography.fontSize must be a dimension, but its value 16"),
        "typography/typography-lineHeight-wrong-type": (.typeMismatch, "DTCG 2025.10 writes lineHeight as a number"),
        "typography/typography-missing-fontFamily": (.typeMismatch, "has no \"fontFamily\""),
        "typography/typography-missing-fontSize": (.typeMismatch, "has no \"fontSize\""),
        "typography/typography-missing-fontWeight": (.typeMismatch, "has no \"fontWeight\""),
        "typography/typography-missing-letterSpacing": (.typeMismatch, "has no \"letterSpacing\""),
        "typography/typography-missing-lineHeight": (.typeMismatch, "has no \"lineHeight\""),
    ]

    @Test(arguments: negative.keys.sorted())
    func negativeCase(_ name: String) throws {
        let file = Self.root + "/format/negative/\(name).json"
        let (kind, words) = Self.negative[name]!
        let e = try #require(expectTokenError(kind) { _ = try TokenSet.load(files: [file], validation: .strict) }, "\(name)")
        #expect(e.message.contains(words), "\(name): \(e.message)")
        #expect(e.file == file && (e.line ?? 0) > 1, "\(name) is refused at a position in its file: \(e)")
        #expect(e.message.first?.isUppercase == true || e.message.first?.isLetter == true && e.message.hasSuffix("."), "\(name) reads as a sentence: \(e.message)")
    }

    // Every fixture file is one of the cases above: none is skipped without a word.
    @Test func everyFixtureHasACase() throws {
        for (folder, cases) in [("positive", Set(Self.positive.keys)), ("negative", Set(Self.negative.keys))] {
            let dir = Self.root + "/format/" + folder
            let files = FileManager.default.enumerator(atPath: dir)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }
            #expect(Set(files.map { String($0.dropLast(5)) }) == cases, "\(folder)")
        }
    }
}
